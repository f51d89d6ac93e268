// Material's search worker, run by node as a browser runs it: its own script file from the
// built site, the lunr language files it imports from there, and one search index. Prints, as
// JSON, for each query: the pages found (in Material's order) and the terms it marks.
//   node material_worker.js <site dir> <search_index.json> <query>...
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const SETUP = 0, QUERY = 2;  // Material's SearchMessageType

//   node material_worker.js --site-worker <site dir> <search_index.json> <query>...
// runs the site's worker around it (workers/search.js, as the page does) and prints, for each
// query, also the entries in the order the site ranks them (`ranked`: each page's, best first).
async function main(args) {
  const siteWorker = args[0] === "--site-worker";
  const [site, index, ...queries] = siteWorker ? args.slice(1) : args;
  const workers = path.join(site, "assets", "javascripts", "workers");
  const script = fs.readdirSync(workers).find(name => /^search\.[0-9a-f]+\.min\.js$/.test(name));
  const imported = [];
  let listener = null;
  const scope = {
    console: {...console, warn: (...args) => { console.error(...args); process.exitCode = 1; }},
    setTimeout, clearTimeout, URL, TextEncoder, TextDecoder, atob, Blob, Response, DecompressionStream,
    addEventListener: (type, fn) => { if (type === "message") listener = fn; },
    postMessage: message => { scope.reply = message; },
    importScripts: (...urls) => {  // resolved against the worker's own address, as in a browser
      for (const url of urls) {
        const file = path.resolve(workers, url);
        imported.push(path.relative(site, file));
        vm.runInContext(fs.readFileSync(file, "utf8"), scope, {filename: file});
      }
    },
  };
  scope.self = scope;
  scope.location = {href: `http://localhost/assets/javascripts/workers/search.js?material=${script}`};
  vm.createContext(scope);
  const first = siteWorker ? "search.js" : script;  // the site's imports Material's
  vm.runInContext(fs.readFileSync(path.join(workers, first), "utf8"), scope, {filename: first});

  const send = async data => {  // the site's worker answers Material's answer, later
    scope.reply = undefined;
    await listener({data});
    while (scope.reply === undefined) await new Promise(resolve => setTimeout(resolve, 0));
    return scope.reply;
  };
  // The page adds the options (features) to the index it hands the worker.
  const data = {...JSON.parse(fs.readFileSync(index, "utf8")), options: {suggest: false}};
  await send({type: SETUP, data});
  const results = {};
  for (const query of queries) {
    const reply = await send({type: QUERY, data: query});
    results[query] = {
      pages: reply.data.items.map(group => group[0].location.split("#")[0]),
      terms: Object.assign({}, ...reply.data.items.map(group => group[0].terms)),
      ranked: reply.data.items.flat().map(entry => entry.location),
      seen: seen(reply.data.items),
      missing: reply.data.items.length ? missing(reply.data.items[0]) : [],
    };
  }
  process.stdout.write(JSON.stringify({imported, results}));
}

// The entries a reader sees, in the order tests/browser/search_quality.py's RANKED reads them
// off the page: per page, Material shows the sections scored at least as high as the page's
// first entry (the rest folded under "N more on this page"), by score, and its own entry as a
// result only where that is the first, with its text (otherwise the site's
// search-on-demand.js makes the bare title a heading over the sections, not a result).
function seen(items) {
  const order = [];
  for (const group of items) {
    const docs = [...group];
    const threshold = docs[0].score;
    const parent = docs.findIndex(doc => !doc.location.includes("#"));
    const [article] = docs.splice(parent, 1);
    let index = docs.findIndex(doc => doc.score < threshold);
    if (index === -1) index = docs.length;
    const entry = parent === 0 && index === 0 ? [article] : [];
    const shown = [...entry, ...docs.slice(0, index)].map((doc, n) => ({doc, n}));
    shown.sort((a, b) => b.doc.score - a.doc.score || a.n - b.n);
    order.push(...shown.map(entry => entry.doc.location));
  }
  return order;
}

// The words Material marks missing ("Missing: …") on a page's first result.
function missing(group) {
  const terms = group[0].terms || {};
  return Object.keys(terms).filter(term => !terms[term]);
}

main(process.argv.slice(2)).catch(error => { console.error(error); process.exit(1); });
