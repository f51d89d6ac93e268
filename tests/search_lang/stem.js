// The site's Indonesian stemmer as the search worker builds it: lunr.id.min.js, with the
// dictionary from the script the build writes. Reads a JSON list of words on stdin and
// prints their stems, in order, as JSON.
//   node stem.js <lunr.id.min.js> <lunr.id.dictionary.js> < words.json
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [stemmerFile, dictionaryFile] = process.argv.slice(2);
const {Stemmer, decodeDictionary} = require(path.resolve(stemmerFile));
const scope = {};
scope.self = scope;
vm.runInNewContext(fs.readFileSync(dictionaryFile, "utf8"), scope);
const stemmer = new Stemmer(decodeDictionary(scope.lunrIndonesianDictionary));
const words = JSON.parse(fs.readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify({dictionary: stemmer.dictionary.size, stems: words.map(w => stemmer.stemWord(w))}));
