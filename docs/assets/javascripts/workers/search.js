// The site's search worker: Material's own (loaded from this folder, its name in this
// script's ?material=), with the reader's query read as a stuck reader means it and the
// results ranked by section. Set as Material's worker by autograd_site/site/search.py.
//
// - Each word typed is a whole word (`word^1`, which Material leaves as it is), passed
//   through the language's pipeline: its stop words dropped, its stem searched. Material
//   would end every word with a wildcard (`a*`), which skips the pipeline and matches every
//   longer word: a pasted error message of twenty words then ranked the longest pages first.
//   Only the last word of a short query, still being typed, keeps the wildcard ("gradi").
// - Characters that are lunr's query syntax (: ^ ~ + - * \) are spaces: "RuntimeError:"
//   is a word, not a field name lunr rejects.
// - A page's own entry (its top) is not ranked above its sections: Material doubles its
//   score; the reader wants the section that explains.
// - A section that quotes the pasted message (its `messages` field, autograd_site/site/
//   search.py) is ranked by how much of the query it holds, above all: most of the words,
//   and more if a quote starts as the query does ("a leaf Variable ..." is not "a view of a
//   leaf Variable ...", although it holds every word of it).
// - Every result's words are its highlight (?h=): the page entry Material adds without any
//   gets its best section's.
(function () {
  "use strict";

  var SETUP = 0, QUERY = 2, RESULT = 3;
  var material = new URL(self.location.href).searchParams.get("material");
  var separator = /[\s\-,:!=\[\]()"\/]+|\.(?!\d)/;
  var handlers = [];
  var lastQuery = "";
  var lastText = "";
  var PREFIX = /^\s*[\w.]*(?:error|exception|warning):\s*/i;
  var listen = self.addEventListener;
  var post = self.postMessage;

  // Material's worker listens for messages and answers with postMessage: both through us.
  self.addEventListener = function (type, handler, options) {
    if (type === "message") handlers.push(handler);
    else listen.call(self, type, handler, options);
  };
  self.postMessage = function (message) {
    if (message && message.type === RESULT && message.data && message.data.items)
      message = { type: RESULT, data: rank(message.data) };
    post.call(self, message);
  };
  importScripts(material);
  self.addEventListener = listen;

  listen.call(self, "message", function (event) {
    var data = event.data;
    if (data && data.type === SETUP && data.data && data.data.config) {
      try {
        separator = new RegExp(data.data.config.separator);
      } catch (error) {
        /* Material's own separator stays in use by Material */
      }
    }
    if (data && data.type === QUERY) {
      lastText = String(data.data || "");
      lastQuery = query(lastText);
      data = { type: QUERY, data: lastQuery };
    }
    handlers.forEach(function (handler) {
      handler({ data: data });
    });
  });

  // The query as lunr terms: whole words, and the last one a prefix while it is typed.
  function query(text) {
    var typing = !/[\s.,:;!?)\]"']$/.test(text);
    var words = text.replace(/[:^~+\-*\\"]/g, " ").split(/\s+/).filter(Boolean);
    var terms = [];
    words.forEach(function (word) {
      word.split(separator).forEach(function (part) {
        if (part) terms.push(part);
      });
    });
    return terms
      .map(function (term, index) {
        var last = index === terms.length - 1;
        return last && typing && words.length <= 3 && term.length >= 2 ? term : term + "^1";
      })
      .join(" ");
  }

  // How far the section quotes the pasted message: 1 (not at all) to 40.
  function quoted(item, words) {
    if (!item.messages || words.length < 3) return 1;
    var text = String(item.messages).replace(/<[^>]*>/g, "").toLowerCase();
    var held = new Set(text.split(new RegExp(separator.source, "g")));
    var share = words.filter(function (w) { return held.has(w); }).length / words.length;
    if (share < 0.75) return 1;
    var pasted = plain(lastText);
    var starts = text.split("\n").some(function (line) {
      line = plain(line);
      return line.length > 10 && (line.indexOf(pasted.slice(0, 40)) === 0 || pasted.indexOf(line.slice(0, 40)) === 0);
    });
    return (1 + 10 * share) * (starts ? 3 : 1);
  }

  function plain(text) {
    return text.toLowerCase().replace(PREFIX, "").replace(/\s+/g, " ").trim();
  }

  // Material's scores without its boost of a page's own entry; pages ordered by their best
  // entry, each page's entries by score.
  function rank(result) {
    var words = lastQuery.split(/\s+/).map(function (w) { return w.replace(/\^1$/, "").toLowerCase(); })
      .filter(function (w) { return w.length > 1 && !/^\d+$/.test(w); });
    var items = [];
    result.items.forEach(function (group) {
      var best = group.reduce(function (a, b) { return b.score > a.score ? b : a; }, group[0]);
      group.forEach(function (item) {
        var terms = Object.keys(item.terms || {});
        if (!terms.length && best && best.terms) item.terms = best.terms;
        // A stemmed word's match is not seen by Material as the word typed: highlight them all.
        if (!Object.keys(item.terms).some(function (t) { return item.terms[t]; }))
          item.terms = words.reduce(function (all, w) { all[w] = true; return all; }, {});
        var found = terms.filter(function (t) { return item.terms[t]; }).length;
        var share = terms.length ? found / terms.length : 0;
        if (item.location.indexOf("#") < 0 && item.score > 0)
          item.score = (item.score / (1 + Math.pow(1 + share, 2))) * (1 + share * share);
        item.score *= quoted(item, words);
        items.push(item);
      });
    });
    var pages = new Map();
    items.forEach(function (item) {
      var page = item.location.split("#")[0];
      if (!pages.has(page)) pages.set(page, []);
      pages.get(page).push(item);
    });
    var groups = Array.from(pages.values()).map(function (group) {
      return group.sort(function (a, b) { return b.score - a.score; });
    });
    groups.sort(function (a, b) { return b[0].score - a[0].score; });
    return Object.assign({}, result, { items: groups });
  }
})();
