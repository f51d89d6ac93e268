// The site's search worker: Material's own (loaded from this folder, its name in this
// script's ?material=), with the reader's query read as a stuck reader means it and the
// results ranked by section. Set as Material's worker by autograd_site/site/search.py.
//
// - Each short word typed is a whole word (`word^1`, which Material leaves as it is), its
//   stem searched; a stop word of the language is dropped. Material would end every word
//   with a wildcard (`a*`, `of*`), which skips the pipeline and matches every longer word: a
//   pasted error message of twenty words then ranked the longest pages first. A word of six
//   letters or more keeps it (its stem's other forms), as does the last word of a short
//   query, still being typed ("gradi").
// - Characters that are lunr's query syntax (: ^ ~ + - * \) are spaces: "RuntimeError:"
//   is a word, not a field name lunr rejects.
// - A page's own entry (its top) is not ranked above its sections: Material doubles its
//   score; the reader wants the section that explains.
// - A section that quotes the pasted message (its `messages` field, autograd_site/site/
//   search.py) is ranked by how much of the query it holds, above all: most of the words,
//   and more if a quote starts as the query does ("a leaf Variable ..." is not "a view of a
//   leaf Variable ...", although it holds every word of it); among sections that quote it
//   alike, the one where the course explains it (its weight, autograd_site/messages.py).
// - Every result's words are its highlight (?h=): the page entry Material adds without any
//   gets its best section's.
// - A query that is a glossary term, in any of its names and word forms ("графа вычислений"),
//   ranks the section the glossary says teaches it (its `concepts` field) first: the lesson,
//   not the longest page that uses the word (issue 51).
// - A section scored nearly as high as its page's best is shown beside it, not folded under
//   Material's "N more on this page" (issue 49: the explaining section was folded away).
// - A question in the reader's words (not a pasted message) is ranked by its own score, from
//   what lunr matched where (its match data, kept by wrapping lunr.Index#search): each word
//   once, by its rarity (idf) and the fields it is in (title, a concept taught, prose with
//   BM25's length normalisation, which Material turns off; a message or a title that is one,
//   English, little), times the share of the question's rarity the section holds and a bonus
//   for its neighbouring words side by side. Lunr's own sum let one title word ("iterasi")
//   outrank the section holding the whole question. A page whose title and introduction hold
//   the question lifts its sections; its own entry, its summary, references and exercises,
//   and the error reference's entries come after the lesson sections that explain. A pasted
//   message that no section quotes is ranked the same way, by its rarest words.
// - The index arrives packed (autograd_site/postbuild/search.py): unpacked before Material's
//   worker builds lunr's index from it.
// - A pasted warning's file and line, or an error's traceback, before the exception's class
//   is left out: the message is what follows the class.
// - A concept the section teaches weighs as one only when the question holds its whole name
//   ("weight" alone does not ask for the optimizer's "weight decay"); one of its words alone
//   weighs as the section's prose.
// - A pasted message's own numbers are any number when it is compared with the quotes ("element 1
//   of tensors ..." is "element 0 of tensors ..."); a paste that no section quotes (an older
//   wording, a GPU's message) weighs its words standing side by side three times, as it was
//   printed: the prose that quotes today's wording before an entry that holds its words apart.
// - The page gets every page found but only the first POSTED sections, not every section a
//   long paste matches with its text (copying them to the page took longer than the search).
// (The page's own entry, shown as a bare title above a better section, is made that
// section's heading by search-on-demand.js.)
(function () {
  "use strict";

  var SETUP = 0, QUERY = 2, RESULT = 3;
  var material = new URL(self.location.href).searchParams.get("material");
  var separator = /[\s\-,:!=\[\]()"\/]+|\.(?!\d)/;
  var handlers = [];
  var lastQuery = "";
  var lastText = "";
  var languages = [];
  var SHOWN = 0.6; // of a page's best score, from which a section of it is not folded away
  var SHOWN_MORE = 2; // sections shown beside the best one, at most
  var stemmed = new Map(); // a glossary term's name -> its stems (teaches)
  var LONG = 6; // letters from which a word also finds its stem's longer forms
  var PREFIX = /^\s*[\w.]*(?:error|exception|warning):\s*/i;
  // English words that PyTorch's messages are made of and a reader's own words (Indonesian,
  // Russian) are not: two of them, or an exception's class, make the query a pasted message.
  var ENGLISH = new Set(["the", "of", "to", "is", "a", "an", "in", "be", "for", "not", "does", "has", "have", "was",
    "been", "with", "that", "this", "by", "on", "are", "can", "only", "but", "it", "its", "or", "and", "which", "when", "at"]);
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

  // What lunr found for the last query, kept for the ranking: each entry's matched index terms
  // and the fields they matched in (Material keeps only which query words matched).
  var lunrFound = { index: null, matches: new Map(), idf: new Map() };
  var titles = new Map(); // each entry's title as indexed (a result's has <mark>s)
  function watchLunr() {
    var lunr = self.lunr;
    if (!lunr || lunr.Index.prototype.siteSearch) return;
    var search = lunr.Index.prototype.search;
    lunr.Index.prototype.search = function (text) {
      var results = search.call(this, text);
      if (lunrFound.index !== this) lunrFound = { index: this, matches: new Map(), idf: new Map() };
      lunrFound.matches = new Map(results.map(function (result) { return [result.ref, result.matchData.metadata]; }));
      return results;
    };
    lunr.Index.prototype.siteSearch = true;
  }

  // The index comes packed (autograd_site/postbuild/search.py, packed: its entries gzipped, in
  // base64, in its config): unpacked before Material's worker builds the lunr index from it; a
  // query sent meanwhile waits for it.
  var waiting = null;
  listen.call(self, "message", function (event) {
    var data = event.data;
    if (waiting) return waiting.push(data);
    var config = data && data.type === SETUP && data.data && data.data.config;
    if (!config || typeof config.packed !== "string") return receive(data);
    waiting = [];
    unpack(config.packed).then(function (docs) {
      var plain = Object.assign({}, config);
      delete plain.packed;
      var queued = waiting;
      waiting = null;
      receive(Object.assign({}, data, { data: Object.assign({}, data.data, { config: plain, docs: docs }) }));
      queued.forEach(receive);
    }, function (error) {
      console.warn("search index not unpacked:", error);
    });
  });

  function unpack(text) {
    var binary = atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).text().then(JSON.parse);
  }

  function receive(data) {
    if (data && data.type === SETUP && data.data && data.data.config) {
      languages = data.data.config.lang || [];
      titles = new Map((data.data.docs || []).map(function (doc) { return [doc.location, doc.title]; }));
      try {
        separator = new RegExp(data.data.config.separator);
      } catch (error) {
        /* Material's own separator stays in use by Material */
      }
    }
    if (data && data.type === QUERY) {
      watchLunr();
      lastText = pastedMessage(String(data.data || ""));
      lastQuery = query(lastText);
      data = { type: QUERY, data: lastQuery };
    }
    handlers.forEach(function (handler) {
      handler({ data: data });
    });
  }

  // What a paste asks about: a warning as Python prints it starts with the file and line that
  // raised it ("…/torch/utils/checkpoint.py:25: UserWarning: None of the inputs …"), an error
  // pasted with its traceback with "Traceback (most recent call last): File "…", line 3, …"; the
  // message is what follows the exception's class, and the file's path and the code's lines are
  // not words to look for (a path's "checkpoint" ranked the lesson above the message's entry).
  var RAISED = /(^|[\s:])((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Warning|Interrupt)):\s/;
  function pastedMessage(text) {
    var found = RAISED.exec(text);
    if (!found || found.index === 0) return text;
    var before = text.slice(0, found.index);
    if (!/\.py\b|^\s*Traceback\b/.test(before)) return text;
    return text.slice(found.index + found[1].length);
  }

  // The query as lunr terms: whole words (a long word also as the start of longer ones, its
  // stem's other forms: "заморозить" finds "заморозка"), without the language's stop words,
  // and the last one a prefix while it is typed.
  function query(text) {
    var typing = !/[\s.,:;!?)\]"']$/.test(text);
    var words = text.replace(/[:^~+\-*\\"]/g, " ").split(/\s+/).filter(Boolean);
    var terms = [];
    words.forEach(function (word) {
      word.split(separator).forEach(function (part) {
        if (part) terms.push(part);
      });
    });
    var kept = terms.filter(function (term) { return !stopWord(term); });
    if (kept.length) terms = kept;
    return terms
      .map(function (term, index) {
        var last = index === terms.length - 1;
        if (last && typing && words.length <= 3 && term.length >= 2) return term;
        return term.length >= LONG && !/\d/.test(term) ? term : term + "^1";
      })
      .join(" ");
  }

  // A stop word of one of the index's languages (lunr's and lunr-languages' filters, which
  // Material's worker has loaded by the first query).
  function stopWord(term) {
    var lunr = self.lunr;
    if (!lunr) return false;
    var filters = [lunr.stopWordFilter].concat(languages.map(function (lang) { return lunr[lang] && lunr[lang].stopWordFilter; }));
    return filters.some(function (filter) {
      return typeof filter === "function" && filter(new lunr.Token(term.toLowerCase(), {})) === undefined;
    });
  }

  function looksPasted(text) {
    if (PREFIX.test(text)) return true;
    var words = text.toLowerCase().split(/[^a-z]+/).filter(function (w) { return ENGLISH.has(w); });
    return new Set(words).size >= 2;
  }

  function marked(field) {
    return typeof field === "string" && field.indexOf("<mark>") >= 0;
  }

  function better(a, b) {
    return b.quote - a.quote || b.concept - a.concept || b.score - a.score;
  }

  // A text as its words' stems, in the index's languages ("графа вычислений" and "граф
  // вычислений" alike), without the stop words: how a typed query and a glossary term compare.
  function stems(text) {
    var lunr = self.lunr;
    return String(text).replace(/<[^>]*>/g, "").toLowerCase().split(separator).filter(Boolean)
      .filter(function (word) { return !stopWord(word); })
      .map(function (word) {
        if (!lunr) return word;
        languages.forEach(function (lang) {
          var stemmer = lunr[lang] && lunr[lang].stemmer;
          if (typeof stemmer === "function") {
            var token = stemmer(new lunr.Token(word, {}));
            if (token) word = token.toString();
          }
        });
        return word;
      }).join(" ");
  }

  // Whether the query is a term the section teaches (its concepts field: the glossary's names
  // of the terms whose "taught in" link is this section): the lesson that teaches a concept
  // word comes before every page that only uses it.
  function teaches(item, wanted) {
    if (!wanted || typeof item.concepts !== "string") return 0;
    return item.concepts.split("\n").some(function (name) {
      if (!stemmed.has(name)) stemmed.set(name, stems(name));
      return stemmed.get(name) === wanted;
    }) ? 1 : 0;
  }

  // How far the section quotes the pasted message: 0 (not at all) to 1 (a quote that
  // starts as the query does and holds all of its words).
  function quoted(item, words) {
    if (!item.messages || words.length < 3) return 0;
    var text = String(item.messages).replace(/<[^>]*>/g, "").toLowerCase();
    var split = new RegExp(separator.source, "g");
    var held = new Set(text.split(split));
    var share = words.filter(function (w) { return held.has(w); }).length / words.length;
    // A question in the reader's words is not a quote because its topic words are in a
    // message ("kenapa loss.grad None setelah backward"): its share counts every word asked,
    // the reader's own language's included, which no English message holds.
    if (!looksPasted(lastText)) {
      var all = plain(lastText).split(new RegExp(separator.source, "g")).filter(function (w) { return w && !/^\d+$/.test(w); });
      share = all.length ? all.filter(function (w) { return held.has(w); }).length / all.length : 0;
    }
    // The reader's own numbers (an element's index, a version, a size) are not the message's:
    // "element 1 of tensors ..." starts as the quote "element 0 of tensors ..." does.
    var pasted = anyNumber(plain(lastText));
    var asked = new Set(pasted.split(split));
    var home = 0;
    var starts = false;
    var whole = false;
    text.split("\n").forEach(function (line, index) {
      line = anyNumber(plain(line));
      if (line.length > 10 && (line.indexOf(pasted.slice(0, 40)) === 0 || pasted.indexOf(line.slice(0, 40)) === 0)) {
        starts = true;
        home = Math.max(home, (item.weights || [])[index] || 0);
        // A message quoted whole in the paste, which goes on with the reader's own shapes, op
        // names and hints: as good as a quote of every word pasted.
        var own = line.split(split).filter(Boolean);
        if (own.length >= 5 && own.filter(function (w) { return asked.has(w); }).length >= 0.9 * own.length) whole = true;
      }
    });
    if (whole) share = 1;
    if (share < 0.75) return 0;
    // The section the message is at home in first (its entry in the error reference above a
    // lesson that also shows it), among those whose quote starts as the paste does.
    // (The share in steps of a tenth: a section holding a word or two more of a long paste is
    // no better an answer than the message's own entry.)
    return (Math.round(share * 10) / 10) * (starts ? 1 : 0.5) + (starts ? home / 100 : 0);
  }

  // A question in the reader's words, scored by what it asks: each of its words once, weighed
  // by how rare it is in the course (lunr's idf) and by the field it was found in (a title or
  // a concept the section teaches above its prose; a message it quotes, English, little), and
  // the sum by the share of the question's words the section holds (squared): the section that
  // holds "gradien bertambah terus setiap iterasi" whole comes before the one whose title
  // holds "iterasi" alone.
  var WEIGH = { title: 8, concepts: 8, text: 1, messages: 0.25, tags: 1 };
  var COVER = 2; // the share of the question's rarity held, squared
  var ARTICLE = 0.25; // a page's own entry (its introduction) against its sections
  var PAGE = 0.3; // of the page's own entry's score, added to each of its sections'
  var RESTATES = /#(summary|references|exercises?(-.*)?)$/;
  var RESTATED = 0.5;
  var REFERENCE = 0.5;
  // BM25's b, for the prose: 0.5 put a long section holding a whole question (torch-func's
  // #transform-limits) 15th; 0.3 to 0.45 rank the corpus alike.
  var LENGTH = 0.4;
  var PASTED_PHRASE = 3; // the same for a pasted message no section quotes: its words come in its order
  var PHRASE = 1; // a question's neighbouring words side by side in the entry, all of them

  function idf(term) {
    var index = lunrFound.index;
    if (!index) return 1;
    if (!lunrFound.idf.has(term)) {
      var posting = index.invertedIndex[term] || {};
      var docs = new Set();
      Object.keys(posting).forEach(function (field) {
        if (field !== "_index") Object.keys(posting[field]).forEach(function (ref) { docs.add(ref); });
      });
      var n = Object.keys(index.fieldVectors).length / Math.max(1, index.fields.length);
      lunrFound.idf.set(term, Math.log(1 + (n - docs.size + 0.5) / (docs.size + 0.5)));
    }
    return lunrFound.idf.get(term);
  }

  // How rare a word of the question is: in how few entries the index holds it (or, searched
  // as a prefix, any word it starts).
  function termIdf(term) {
    var index = lunrFound.index;
    var key = term[0] + (term[1] ? "*" : "");
    if (!index) return 1;
    if (!lunrFound.idf.has(key)) {
      var docs = new Set();
      if (!lunrFound.words) lunrFound.words = Object.keys(index.invertedIndex);
      var words = term[1] ? lunrFound.words.filter(function (word) { return word.indexOf(term[0]) === 0; }) : [term[0]];
      words.forEach(function (word) {
        var posting = index.invertedIndex[word] || {};
        Object.keys(posting).forEach(function (field) {
          if (field !== "_index") Object.keys(posting[field]).forEach(function (ref) { docs.add(ref); });
        });
      });
      var n = Object.keys(index.fieldVectors).length / Math.max(1, index.fields.length);
      lunrFound.idf.set(key, Math.log(1 + (n - docs.size + 0.5) / (docs.size + 0.5)));
    }
    return lunrFound.idf.get(key);
  }

  // The query's words as the index holds them: [stem, searched as a prefix].
  function askedTerms() {
    var index = lunrFound.index;
    return lastQuery.split(/\s+/).filter(Boolean).map(function (term) {
      var whole = /\^1$/.test(term);
      var word = term.replace(/\^1$/, "").toLowerCase();
      var stem = index ? index.pipeline.runString(word)[0] : word;
      return [stem || word, !whole];
    }).filter(function (term) { return term[0]; });
  }

  // How long a field of an entry is (its distinct words) against the field's mean: a word
  // found in a long section's prose (a summary, the glossary's table) says less of it than in
  // a short one's (BM25's length normalisation, which Material turns off).
  function lengthRatio(field, ref) {
    var index = lunrFound.index;
    var key = field + "/" + ref;
    if (!lunrFound.lengths) {
      var sums = {}, counts = {};
      Object.keys(index.fieldVectors).forEach(function (k) {
        var f = k.slice(0, k.indexOf("/"));
        sums[f] = (sums[f] || 0) + index.fieldVectors[k].elements.length / 2;
        counts[f] = (counts[f] || 0) + 1;
      });
      lunrFound.lengths = {};
      Object.keys(sums).forEach(function (f) { lunrFound.lengths[f] = sums[f] / counts[f]; });
    }
    var vector = index.fieldVectors[key];
    return vector ? vector.elements.length / 2 / (lunrFound.lengths[field] || 1) : 1;
  }

  function questionScore(item, asked, pasted) {
    var matches = lunrFound.matches.get(item.location);
    if (!matches || !asked.length) return 0;
    var keys = Object.keys(matches);
    var sum = 0;
    var held = 0; // the rarity of the question's words the entry holds
    // A title that is a message in code (an entry of the error reference) is English: a
    // message's words, not the reader's.
    var codeTitle = /^<code>[^<]*<\/code>$/.test(String(titles.get(item.location) || ""));
    var textWeight = WEIGH.text / (1 - LENGTH + LENGTH * lengthRatio("text", item.location));
    asked.forEach(function (term) {
      var best = 0;
      keys.forEach(function (key) {
        if (key !== term[0] && !(term[1] && key.indexOf(term[0]) === 0)) return;
        var weight = Object.keys(matches[key]).reduce(function (w, field) {
          var here = field === "text" ? textWeight : field === "title" && codeTitle && !pasted ? WEIGH.messages
            : field === "messages" && pasted ? WEIGH.title
            : field === "concepts" && !conceptAsked(item, key, asked) ? textWeight : WEIGH[field] || 1;
          return pasted ? Math.max(w, here) : w + here;
        }, 0);
        best = Math.max(best, idf(key) * weight);
      });
      if (best > 0) held += termIdf(term);
      sum += best;
    });
    return sum * Math.pow(held / asked.reduce(function (all, term) { return all + termIdf(term); }, 0), COVER) * (1 + (pasted ? PASTED_PHRASE : PHRASE) * together(matches, asked));
  }

  // Whether a concept the section teaches, holding the index term `key`, is asked whole: each
  // of its name's words among the question's ("weight" alone does not ask for "weight decay",
  // a concept of the optimizer's section; "hidden state" asks for "keadaan tersembunyi"'s
  // English name). A concept's word asked alone weighs as the section's prose does.
  var conceptStems = new Map(); // a concept's name -> its words as the index holds them
  function conceptAsked(item, key, asked) {
    var index = lunrFound.index;
    return String(item.concepts).split("\n").some(function (name) {
      if (!conceptStems.has(name)) {
        conceptStems.set(name, name.replace(/<[^>]*>/g, "").toLowerCase().split(separator)
          .filter(function (word) { return word && !stopWord(word); })
          .map(function (word) { return index.pipeline.runString(word)[0]; }).filter(Boolean));
      }
      var words = conceptStems.get(name);
      var holds = words.some(function (word) { return key.indexOf(word) === 0 || word.indexOf(key) === 0; });
      return holds && words.every(function (word) {
        return asked.some(function (term) { return term[0] === word || (term[1] && word.indexOf(term[0]) === 0); });
      });
    });
  }

  // The share of the question's neighbouring words ("hidden state", "graph break") that stand
  // side by side in one of the entry's fields (a word between them allowed: a stop word, which
  // the index leaves out). Material's positions: a block's number (<< 20) and the word's index.
  function together(matches, asked) {
    if (asked.length < 2) return 0;
    var keys = Object.keys(matches);
    function positions(term) {
      var found = {};
      keys.forEach(function (key) {
        if (key !== term[0] && !(term[1] && key.indexOf(term[0]) === 0)) return;
        Object.keys(matches[key]).forEach(function (field) {
          found[field] = (found[field] || []).concat(matches[key][field].position || []);
        });
      });
      return found;
    }
    var pairs = 0;
    var close = 0;
    for (var i = 0; i + 1 < asked.length; i++) {
      pairs += 1;
      var a = positions(asked[i]);
      var b = positions(asked[i + 1]);
      var near = Object.keys(a).some(function (field) {
        return (b[field] || []).some(function (q) {
          return a[field].some(function (p) {
            var gap = (q & 0xfffff) - (p & 0xfffff);
            return p >>> 20 === q >>> 20 && gap !== 0 && Math.abs(gap) <= 2;
          });
        });
      });
      if (near) close += 1;
    }
    return close / pairs;
  }

  function anyNumber(text) {
    return text.replace(/\d+/g, "0");
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
    var pasted = looksPasted(lastText);
    var wanted = pasted ? "" : stems(lastText);
    var asked = askedTerms(); // (a pasted message's too: it may be quoted nowhere)
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
        if (!pasted && lunrFound.index) item.score = questionScore(item, asked) * (item.location.indexOf("#") < 0 ? ARTICLE : 1);
        item.quote = quoted(item, words);
        item.concept = teaches(item, wanted);
        // A question in the reader's words is answered by prose: a section found only through
        // the messages it quotes (English, boosted for pasted messages) is not what was asked.
        // A title that is a message in code (an entry of the error reference) is a message too:
        // its English words, weighed as a title, must not outrank the prose that answers.
        // (One code element, the whole title: "<code>zero_grad()</code> di antara <code>step()</code>"
        // is prose that names code.)
        var codeTitle = /^<code>[^<]*<\/code>$/.test(String(item.title || ""));
        var prose = marked(item.text) || marked(item.concepts) || (marked(item.title) && !codeTitle);
        if (!pasted && !prose) item.score *= 0.02;
        // The top of an error reference page answers a pasted message's neighbours, not a question.
        if (!pasted && /^errors-[\w-]*\/$/.test(item.location.replace(/^.*?\/?(errors-)/, "$1"))) item.score *= 0.3;
        // A question is answered where the course explains: a page's summary, its references and
        // its exercises restate or link (CONTRIBUTING: a topic page's structure), and an entry
        // of the error reference explains a message and links to the lesson.
        if (!pasted && RESTATES.test(item.location)) item.score *= RESTATED;
        if (!pasted && /(^|\/)errors-[\w-]*\/#/.test(item.location)) item.score *= REFERENCE;
        // Material lists a typed word its result lacks ("Missing: moved"). A word the language's
        // pipeline stems apart or drops (English in the Russian index: "moved", "one") may
        // still be there as typed: then it is not missing.
        var shown = (String(item.title || "") + " " + String(item.text || "")).toLowerCase();
        Object.keys(item.terms).forEach(function (t) { if (!item.terms[t] && shown.indexOf(t.toLowerCase()) >= 0) item.terms[t] = true; });
        items.push(item);
      });
    });
    // A pasted message no section quotes (one only a GPU prints, a wording no release of the
    // compatibility matrix printed) is looked for as a question is: the section whose prose
    // holds its rarest words ("cudnn RNN backward ...") before the titles with its commonest.
    if (pasted && lunrFound.index && !items.some(function (item) { return item.quote > 0; }))
      items.forEach(function (item) { item.score = questionScore(item, asked, true) * (item.location.indexOf("#") < 0 ? ARTICLE : 1); });
    // A glossary term typed asks for the lesson that teaches it, not for a message with its words.
    if (items.some(function (item) { return item.concept; })) items.forEach(function (item) { item.quote = 0; });
    var pages = new Map();
    items.forEach(function (item) {
      var page = item.location.split("#")[0];
      if (!pages.has(page)) pages.set(page, []);
      pages.get(page).push(item);
    });
    // A question whose words the page's own title and introduction hold is about that page:
    // each of its sections gets a part of that (PAGE), the best of them still first within it.
    if (!pasted && lunrFound.index) pages.forEach(function (group) {
      var article = group.filter(function (item) { return item.location.indexOf("#") < 0; })[0];
      var about = article ? article.score / ARTICLE : 0;
      if (about > 0) group.forEach(function (item) { if (item !== article) item.score += PAGE * about; });
    });
    var groups = Array.from(pages.values()).map(function (group) {
      return group.sort(better);
    });
    groups.sort(function (a, b) { return better(a[0], b[0]); });
    // Material shows an entry's score; the order is ours: a quote of the message above all.
    groups.forEach(function (group) {
      group.forEach(function (item) { item.score = item.score * (1 + 1000 * item.quote) * (1 + 1000 * item.concept); });
    });
    // Material folds under "N more on this page" every section scored below the page's first
    // entry: a section nearly as good (SHOWN of its score), or better than the next page's best
    // (which the reader would see before it), is shown beside it, in our order.
    groups.forEach(function (group, index) {
      var top = group[0].score;
      var next = index + 1 < groups.length ? groups[index + 1][0].score : Infinity;
      group.slice(1, 1 + SHOWN_MORE).forEach(function (item) {
        if (item.location.indexOf("#") >= 0 && (item.score >= SHOWN * top || item.score > next) && item.score < top) item.score = top;
      });
    });
    return Object.assign({}, result, { items: posted(groups) });
  }

  // The ranked results as the page gets them: every page found, with its own entry, and the
  // first POSTED sections of the ranking (a page's best ones first, page after page); a page
  // further down keeps its own entry alone. A pasted message of twenty words is found in
  // nearly every section of the course; all of them, with their highlighted text, copied to
  // the page and read there took several times the search itself (in Chromium, 0.3 s of a
  // query's 0.4 s on a busy machine).
  var POSTED = 100;
  function posted(groups) {
    var left = POSTED;
    return groups.map(function (group) {
      var kept = group.filter(function (item) { return item.location.indexOf("#") < 0 || left-- > 0; });
      return kept.length ? kept : group.slice(0, 1);
    });
  }
})();
