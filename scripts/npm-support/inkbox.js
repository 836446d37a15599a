#!/usr/bin/env node
// The `inkbox` command of the inkbox-fonts npm package: runs the binary of the package for this
// platform (an optional dependency, as esbuild ships its own), with this process's arguments,
// standard streams and environment, and exits as it does.
"use strict";
const { spawnSync } = require("child_process");
const path = require("path");

const platforms = { "linux x64": "@inkbox-fonts/linux-x64" };
const name = platforms[`${process.platform} ${process.arch}`];
if (!name) {
  console.error(`inkbox: no binary for ${process.platform} ${process.arch} in inkbox-fonts (Linux x64 only)`);
  process.exit(2);
}
let root;
try {
  root = path.dirname(require.resolve(`${name}/package.json`));
} catch {
  console.error(`inkbox: ${name} is not installed (npm installs it with inkbox-fonts unless optional dependencies are left out)`);
  process.exit(2);
}
const result = spawnSync(path.join(root, "bin", "inkbox"), process.argv.slice(2), { stdio: "inherit" });
if (result.error) {
  console.error(`inkbox: ${result.error.message}`);
  process.exit(2);
}
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status ?? 2);
