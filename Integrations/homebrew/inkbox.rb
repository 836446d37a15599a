# A Homebrew formula for inkbox, built from source with the Xcode toolchain's Swift and Homebrew's
# FreeType, HarfBuzz and WOFF2. Written from Homebrew's Formula Cookbook
# (docs.brew.sh/Formula-Cookbook) and not tested: no macOS machine builds here (README, Install).
# In a tap: brew tap inkbox/inkbox https://github.com/inkbox/inkbox, then brew install inkbox.
class Inkbox < Formula
  desc "Which glyphs of a font are cut off on screen, and how much room stops it"
  homepage "https://github.com/inkbox/inkbox"
  url "https://github.com/inkbox/inkbox/archive/refs/tags/v0.1.0.tar.gz"
  # The release's source archive checksum, filled in when v0.1.0 is tagged.
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/inkbox/inkbox.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on xcode: ["15.0", :build]
  depends_on macos: :ventura
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "woff2"

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "inkbox"
    bin.install ".build/release/inkbox"
    generate_completions_from_executable(bin/"inkbox", "completions")
    (man1/"inkbox.1").write Utils.safe_popen_read(bin/"inkbox", "man")
    pkgshare.install "Examples", "Fonts"
  end

  test do
    assert_match "inkbox #{version}", shell_output("#{bin}/inkbox --version")
    # IPAex Gothic's accents are cut on iOS: exit 1, naming the glyphs.
    output = shell_output("#{bin}/inkbox audit --set probe #{pkgshare}/Fonts/ipaexg.ttf", 1)
    assert_match "CLIPS", output
  end
end
