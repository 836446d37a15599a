"""Writes a flat JSON i18n catalog of COUNT Vietnamese strings, the same for every run (seeded)."""
import json
import random
import sys

WORDS = ("chỗ ngồi nguyễn thị ánh ở đây có phở quyển sách giấy tiếng việt người đẹp những ngày "
         "xưa đường phố hà nội sài gòn bữa sáng cà phê sữa đá bánh mì trứng ốp la gặp lại sau nhé "
         "cảm ơn xin lỗi không sao đâu ý kiến của bạn rất quý").split()


def main(count, path):
    rng = random.Random(7)
    catalog = {}
    for index in range(count):
        words = [rng.choice(WORDS) for _ in range(rng.randint(2, 7))]
        text = " ".join(words)
        catalog[f"string.{index}"] = text[0].upper() + text[1:] if index % 3 else text.upper()
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(catalog, handle, ensure_ascii=False, indent=0)


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
