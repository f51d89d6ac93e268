"""The one list of the site's languages. Everything that depends on a language imports it.

Adding a language is adding one `Language(...)` entry here (and its pages under docs/<code>/).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
DOCS_DIR = REPO_ROOT / "docs"
DOCS_SRC_DIR = REPO_ROOT / "docs_src"
PACKAGE_DIR = REPO_ROOT / "autograd_site"  # this package: its code keys what is kept between runs


@dataclass(frozen=True)
class Language:
    code: str  # folder under docs/ and locale for MkDocs
    name: str  # shown in the language switcher
    english_name: str  # in the tooling's messages
    alphabet: str  # the letters its prose is written in, as a regex character class body
    decimal_comma: bool  # 1,5 is one and a half: numbers listed in a formula take semicolons (verify/collect.py)
    output_title: str  # the label of a claimed-output block
    search_lang: str  # lunr language for the search index
    quotes: tuple[tuple[str, str], ...]  # quotation marks that wrap a quoted claim
    notebook_intro: str  # the Markdown cell atop a generated notebook; {title}, {torch} filled in
    notebook_setup: str  # the comment of its first cell, which installs PyTorch {torch} where it is absent
    notebook_other_version: str  # what that cell prints where another PyTorch ({installed}) is installed
    notebook_continues: str  # atop a cell that holds the code it runs after ({after}): the part the page shows does not run alone
    notebook_redefines: str  # the same, where the cells above do not define that code as its file does
    download_label: str  # atop a lesson: download its notebook
    colab_label: str  # atop a lesson: open its notebook in Colab
    verified_stamp: str  # under every page; {torch} and {date} filled in
    not_found_title: str  # the heading of the 404 page
    not_found_text: str  # below it
    not_found_home: str  # the 404 page's link to the language's home page
    # The theme's interface words MkDocs and Material leave in English (site/interface.py).
    permalink_title: str  # a heading's permalink
    palette_names: tuple[str, str]  # the palette toggle: to the dark scheme, to the light one
    made_with: str  # the footer's "Made with" before "Material for MkDocs"
    contributors_title: str  # every page's footer link to the translator guide (overrides/partials/copyright.html)
    reference_title: str  # the nav section of the error reference
    home_title: str  # the home page's entry in the nav
    part_titles: dict[str, str]  # the course's parts, nav sections of lessons: mkdocs.yml's title -> this language's
    stale_banner: str  # atop a translation whose source changed since; {source}: a link to it
    stale_sections_banner: str  # the same, naming what changed; {source}: a link, {sections}: links to them
    missing_banner: str  # atop the source page served where the translation is missing
    banner_title: str  # the title of those two banners
    compat_range: str  # the badge under a topic page's title: the {range} of releases it holds for
    compat_differs: str  # the title of a note on what another release prints; {release}, {kind}
    compat_sections: str  # a note covering several sections names them: {sections}
    compat_output: str  # a fold with an example's outputs: {example}, {release}
    compat_claimed: str  # above what the page claims, in that fold: {release} (the pin)
    compat_prints: str  # above what the other release prints: {release}
    compat_trimmed: str  # the same, where the warnings another note explains are left out
    compat_page: str  # the home page's table: the column of pages
    compat_kinds: dict[str, str]  # drift.py's Kind (value) in words: a table cell
    compat_legend: dict[str, str]  # the same kinds, what each means: the legend under the table
    # The translation status page (autograd_site/site/status_page.py): its columns, its states.
    status_columns: tuple[str, str, str, str]  # page, language, translation, verified
    status_states: dict[str, str]  # fresh, stale, missing (translate/freshness.py), broken (translate/structure.py) in words
    status_unverified: str  # the verified cell when no passed verify covers the current pages
    live_banner: str  # atop a page in `nox -s serve` whose verification found {count} problems
    build_failed: str  # over a page in `nox -s serve` while the last save's build fails (autograd_site/postbuild/build_status.py)
    live_kinds: tuple[tuple[str, str], ...]  # each kind of problem's title on its marker (autograd_site/markdown/markers.py)
    # The tooling's messages on a marker, in the page's language: by autograd_site/markdown/markers.py's MESSAGES
    # key, a template of that pattern's groups (a message no pattern matches stays English: it
    # quotes code or PyTorch).
    live_messages: dict[str, str]
    # The things those messages name (a heading, a table, where it stands...), by site/markers.py's
    # PHRASES key; "here", "source" and "column" label check's caret under an output line that differs.
    live_phrases: dict[str, str]
    spelling_dictionary: str  # hunspell dictionary, from the Debian package spelling_package
    spelling_package: str
    # The legend under a graph diagram: each node kind drawn (diagrams.py Node.kind), and "arrow".
    diagram_legend: dict[str, str]
    is_source: bool = False

    @property
    def docs_dir(self) -> Path:
        return DOCS_DIR / self.code


LANGUAGES: tuple[Language, ...] = (
    Language(
        code="id",
        name="Bahasa Indonesia",
        english_name="Indonesian",
        alphabet="A-Za-z",
        decimal_comma=True,
        output_title="Keluaran",
        search_lang="id",  # the site's own lunr module (Sastrawi's stemmer): search_lang.py
        quotes=(("“", "”"), ('"', '"')),
        notebook_intro=(
            "# {title}\n\nNotebook ini berisi contoh-contoh dari halaman *{title}*, berurutan. "
            "Semua keluarannya telah diverifikasi dengan PyTorch {torch}. Jalankan sel dari atas ke bawah."
        ),
        notebook_setup="Diverifikasi dengan PyTorch {torch}. Sel ini memasang PyTorch hanya jika belum ada; versi lain yang sudah terpasang (misalnya di Colab) tidak diganti.",
        notebook_other_version="Terpasang PyTorch {installed}; keluaran notebook ini diverifikasi dengan PyTorch {torch}, jadi sebagian bisa berbeda.",
        notebook_continues="Sel ini memuat juga {after}: bagian yang ditampilkan halaman melanjutkan kode itu dan tidak bisa dijalankan sendiri.",
        notebook_redefines="Sel ini memuat juga {after}: sel-sel di atas tidak mendefinisikannya persis seperti berkasnya.",
        download_label="Unduh notebook",
        colab_label="Buka di Colab",
        verified_stamp="Diverifikasi dengan PyTorch {torch} pada {date}",
        not_found_title="Halaman tidak ditemukan",
        not_found_text="Halaman yang Anda cari tidak ada atau sudah dipindahkan.",
        not_found_home="Kembali ke halaman utama",
        permalink_title="Tautan permanen ke bagian ini",
        palette_names=("Beralih ke mode gelap", "Beralih ke mode terang"),
        made_with="Dibuat dengan",
        contributors_title="Untuk kontributor",
        reference_title="Referensi error",
        home_title="Beranda",
        part_titles={
            "Foundations": "Dasar-dasar",
            "Controlling the graph": "Mengendalikan graf",
            "Extending autograd": "Memperluas autograd",
            "Autograd at work": "Autograd dalam praktik",
        },
        stale_banner="Halaman aslinya ({source}) telah berubah sejak terjemahan ini dibuat, jadi terjemahan "
        "ini mungkin sudah tidak sesuai dengannya.",
        stale_sections_banner="Sejak terjemahan ini dibuat, bagian berikut di halaman aslinya ({source}) telah "
        "berubah, jadi terjemahannya mungkin sudah tidak sesuai: {sections}.",
        missing_banner="Halaman ini belum diterjemahkan ke bahasa Indonesia, jadi yang ditampilkan adalah versi aslinya.",
        banner_title="Terjemahan",
        compat_range="Berlaku untuk PyTorch {range}",
        compat_differs="Di PyTorch {release}: {kind}",
        compat_sections="Berlaku untuk bagian {sections}.",
        compat_output="{example} di PyTorch {release}",
        compat_claimed="Halaman ini (PyTorch {release}):",
        compat_prints="PyTorch {release}:",
        compat_trimmed="PyTorch {release}, tanpa peringatan yang dijelaskan catatan lain:",
        compat_page="Halaman",
        compat_kinds={
            "holds": "berlaku",
            "format": "tampilan cetak berbeda",
            "values": "nilai acak berbeda",
            "message": "pesan berbeda",
            "warning": "peringatan berbeda",
            "behaviour": "perilaku berubah",
        },
        compat_legend={
            "holds": "setiap keluaran persis seperti yang diklaim.",
            "format": "nilai sama, hanya spasi atau baris cetakan yang lain.",
            "values": "hanya angka acak (bobot awal, masker dropout) yang lain.",
            "message": "error yang sama, teks pesannya lain.",
            "warning": "sebuah peringatan ditambahkan atau dihapus.",
            "behaviour": "contoh gagal, tidak lagi gagal, atau hasilnya lain: pelajaran tidak berlaku untuk rilis itu.",
        },
        status_columns=("Halaman", "Bahasa", "Terjemahan", "Verifikasi"),
        status_states={
            "fresh": "mutakhir",
            "stale": "usang",
            "broken": "strukturnya berbeda dari sumbernya",
            "missing": "belum diterjemahkan",
        },
        status_unverified="belum diverifikasi",
        live_banner="Verifikasi menemukan {count} masalah di halaman ini (pratinjau langsung, tidak diterbitkan):",
        build_failed="Situs gagal dibangun setelah penyimpanan terakhir: halaman ini versi lama. Perbaiki masalah berikut:",
        live_kinds=(
            ("output-differs", "Keluaran berbeda dari klaim"),
            ("did-not-run", "Contoh gagal dijalankan"),
            ("quote-not-printed", "Kutipan tidak dicetak oleh contoh mana pun"),
            ("node-not-drawn", "Simpul yang disebut tidak ada di diagram"),
            ("diagram-misdrawn", "Diagram tidak menggambar graf yang direkam dengan benar"),
            ("bad-input", "Halaman tidak dapat diverifikasi"),
            ("parity", "Terjemahan tidak sejajar dengan sumbernya"),
            ("spelling", "Ejaan"),
        ),
        live_messages={
            "unknown-word-suggested": "kata tidak dikenal {word} (mungkin maksudnya: {suggestions}?)",
            "unknown-word": "kata tidak dikenal {word}",
            "source-word": "kata {word} tertinggal dari halaman sumber: terjemahkan",
            "avoided-term": "istilah yang dihindari {term}: istilah glosariumnya {approved}",
            "copied-paragraph": "paragraf ini sama persis dengan {where}: terjemahkan",
            "foreign-paragraph": "paragraf ini tidak dalam bahasa halaman ini (hanya {percent}% hurufnya): terjemahkan",
            "output-title": "blok keluaran berjudul {title}: di halaman bahasa ini judulnya {wanted}",
            "more-untranslated": "… dan {count} lagi: sebagian besar halaman ini belum diterjemahkan",
            "more": "… dan {count} lagi",
            "missing-example": "contoh {what} ({where}) tidak ada; seharusnya di bagian #{anchor}",
            "missing-example-first": "contoh {what} ({where}) tidak ada; seharusnya sebelum bagian pertama",
            "heading-anchor": "judul ini berjangkar #{mine}, sedangkan di {theirs} jangkarnya #{source}",
            "no-anchor": "judul {written} tidak punya jangkar eksplisit, sedangkan {theirs} memakai #{source}: tambahkan {{ #{source} }}",
            "lacks-part": "di sini kurang {what} (di {theirs}: {where})",
            "extra-part": "di sini ada {what} {where}, yang tidak ada di {theirs} di tempat ini",
            "table-cut": "tabel yang dimulai di baris {start} berakhir di sini setelah {rows} baris, sedangkan {theirs} punya {source_rows}: "
            "baris ini ({shown}) bukan baris tabel; baris kosong atau baris yang bukan `| … |` mengakhiri tabel",
            "table-columns": "tabel ini punya {columns} kolom, sedangkan {theirs} punya {source_columns}",
            "unindented": "{what} berada {where}, sedangkan di {theirs} berada di dalam blok baris {line}: blok berakhir di baris pertama "
            "yang indentasinya lebih kecil; geser isinya empat spasi di bawah baris penandanya, baris kosong seperti di sumber",
            "stands": "{what} berada {where}, sedangkan di {theirs} {source_where}",
            "holds-nothing": "blok yang dibuka di sini kosong, sedangkan di {theirs} berisi baris {lines}: geser isinya empat spasi "
            "di bawah baris penandanya, baris kosong seperti di sumber",
            "glossary-lacks": "setelah baris ini tidak ada entri glosarium #{anchor} ({theirs}){more}: tooltip semua halaman menautkannya; "
            "kolom bahasa Inggris entri harus sama dengan sumbernya",
            "glossary-extra": "ada entri glosarium #{anchor} yang tidak ada di {theirs} (kolom bahasa Inggrisnya berbeda?)",
            "glossary-row": "baris tabel #{table} ini kekurangan kolom: tulis sebagai {shape}",
            "output-line": "di sini blok keluaran mengklaim {mine}, sedangkan {theirs} mengklaim {source}",
            "no-more-after": "tidak ada lagi {kind} setelah baris {line}, sedangkan {theirs}: {source}",
            "none-where": "tidak ada {kind}, sedangkan {theirs}: {source}",
            "lacks": "kurang satu {kind}: {theirs}: {source}",
            "no-more-last": "di sini: {mine}; di {theirs} tidak ada lagi {kind} (yang terakhir di baris {line})",
            "no-more-none": "di sini: {mine}; di {theirs} tidak ada {kind} sama sekali",
            "no-such": "di sini: {mine}; di {theirs} tidak ada {kind} seperti itu",
            "differs": "di sini: {mine}; di {theirs}: {source}",
            "quote-missing-intro": "kutipan {quote} tidak ada, padahal {theirs} mengutipnya: kutip seperti sumbernya, di pendahuluan{more}",
            "quote-missing": "kutipan {quote} tidak ada, padahal {theirs} mengutipnya: kutip seperti sumbernya, di bagian #{anchor}{more}",
            "quote-extra": "mengutip {quote}, yang tidak dikutip {theirs}: hapus tanda kutipnya, atau kutip apa yang dikutip sumbernya",
        },
        live_phrases={
            "heading": "judul #{anchor} (h{level})",
            "table": "tabel {rows} baris",
            "admonition": "admonition ({marker})",
            "fold": "lipatan ({marker})",
            "tab": "tab konten",
            "code": "blok kode {lang}",
            "diagram": "diagram {script}",
            "math": "rumus peraga ($$)",
            "outside": "di luar admonition mana pun",
            "inside": "di dalam blok yang dibuka di baris {line}",
            "includes": "menyertakan {files}{marked}",
            "code-starting": "blok {lang} yang diawali {first}{marked}",
            "code-empty": "blok {lang} kosong{marked}",
            "output": "mengklaim keluaran {output}",
            "link": "tautan ke {target}",
            "math-block": "rumus {tex}",
            "inline-math": "rumus sebaris {tex}",
            "opens-admonition": "admonition {marker} di kedalaman {depth}",
            "opens-tab": "tab konten di kedalaman {depth}",
            "anchor": "jangkar judul #{anchor}",
            "draws": "diagram graf {script}",
            "nothing-more": "tidak ada lagi",
            "more-after": " dan {count} sesudahnya",
            "section-line": " ({title}, baris {line}){rest}",
            "here": "di sini:",
            "source": "sumber:",
            "column": "kolom {column}",
        },
        spelling_dictionary="id_ID",
        spelling_package="hunspell-id",
        diagram_legend={
            "tensor": "tensor",
            "function": "fungsi backward (grad_fn)",
            "untracked": "tensor yang tidak dilacak",
            "arrow": "dari masukan ke hasil yang dihitung darinya",
        },
        is_source=True,
    ),
    Language(
        code="ru",
        name="Русский",
        english_name="Russian",
        alphabet="А-Яа-яЁё",
        decimal_comma=True,
        output_title="Вывод",
        search_lang="ru",
        quotes=(("«", "»"), ("“", "”"), ('"', '"')),
        notebook_intro=(
            "# {title}\n\nВ этом ноутбуке собраны примеры со страницы «{title}» в том же порядке. "
            "Все их выводы проверены на PyTorch {torch}. Запускайте ячейки сверху вниз."
        ),
        notebook_setup="Проверено с PyTorch {torch}. Эта ячейка устанавливает PyTorch, только если его нет; уже установленную версию (например, в Colab) она не заменяет.",
        notebook_other_version="Установлен PyTorch {installed}; выводы этого ноутбука проверены на PyTorch {torch}, поэтому некоторые могут отличаться.",
        notebook_continues="Ячейка содержит и {after}: показанная на странице часть продолжает этот код и сама по себе не запускается.",
        notebook_redefines="Ячейка содержит и {after}: ячейки выше не определяют его в точности так, как файл.",
        download_label="Скачать ноутбук",
        colab_label="Открыть в Colab",
        verified_stamp="Проверено на PyTorch {torch}, {date}",
        not_found_title="Страница не найдена",
        not_found_text="Такой страницы нет, или её перенесли.",
        not_found_home="Вернуться на главную",
        permalink_title="Постоянная ссылка на этот раздел",
        palette_names=("Переключить на тёмную тему", "Переключить на светлую тему"),
        made_with="Сделано с помощью",
        contributors_title="Для участников",
        reference_title="Справочник ошибок",
        home_title="Главная",
        part_titles={
            "Foundations": "Основы",
            "Controlling the graph": "Управление графом",
            "Extending autograd": "Расширение autograd",
            "Autograd at work": "Autograd на практике",
        },
        stale_banner="Оригинал этой страницы ({source}) изменился после перевода, поэтому перевод может от него отставать.",
        stale_sections_banner="После перевода в оригинале этой страницы ({source}) изменились разделы, "
        "поэтому их перевод может отставать: {sections}.",
        missing_banner="Эта страница ещё не переведена на русский язык, поэтому здесь показан оригинал на индонезийском.",
        banner_title="Перевод",
        compat_range="Верно для PyTorch {range}",
        compat_differs="В PyTorch {release}: {kind}",
        compat_sections="Относится к разделам {sections}.",
        compat_output="{example} в PyTorch {release}",
        compat_claimed="На этой странице (PyTorch {release}):",
        compat_prints="PyTorch {release}:",
        compat_trimmed="PyTorch {release}, без предупреждений, объяснённых в другой заметке:",
        compat_page="Страница",
        compat_kinds={
            "holds": "верно",
            "format": "другой формат печати",
            "values": "другие случайные числа",
            "message": "другое сообщение",
            "warning": "другие предупреждения",
            "behaviour": "поведение изменилось",
        },
        compat_legend={
            "holds": "каждый вывод в точности такой, как заявлено.",
            "format": "значения те же, другие только пробелы или переносы при печати.",
            "values": "другие только случайные числа (начальные веса, маска dropout).",
            "message": "та же ошибка, другой текст сообщения.",
            "warning": "предупреждение добавлено или убрано.",
            "behaviour": "пример падает, больше не падает или даёт другой результат: для этой версии урок не верен.",
        },
        status_columns=("Страница", "Язык", "Перевод", "Проверка"),
        status_states={"fresh": "актуален", "stale": "устарел", "broken": "структура отличается от оригинала", "missing": "нет перевода"},
        status_unverified="не проверено",
        live_banner="Проверка нашла на этой странице проблем: {count} (живой просмотр, не публикуется):",
        build_failed="Сайт не собрался после последнего сохранения: это старая версия страницы. Исправьте:",
        live_kinds=(
            ("output-differs", "Вывод отличается от заявленного"),
            ("did-not-run", "Пример не выполнился"),
            ("quote-not-printed", "Цитату не печатает ни один пример"),
            ("node-not-drawn", "Названного узла нет на диаграмме"),
            ("diagram-misdrawn", "Диаграмма неверно рисует записанный граф"),
            ("bad-input", "Страницу нельзя проверить"),
            ("parity", "Перевод расходится с оригиналом"),
            ("spelling", "Орфография"),
        ),
        live_messages={
            "unknown-word-suggested": "неизвестное слово {word} (может быть: {suggestions}?)",
            "unknown-word": "неизвестное слово {word}",
            "source-word": "индонезийское слово {word} осталось из оригинала: переведите его",
            "avoided-term": "нежелательный термин {term}: в глоссарии — {approved}",
            "copied-paragraph": "абзац дословно повторяет {where}: переведите его",
            "foreign-paragraph": "абзац написан не по-русски (русских букв в нём {percent}%): переведите его",
            "output-title": "блок вывода озаглавлен {title}: на русских страницах его заголовок — {wanted}",
            "more-untranslated": "… и ещё {count}: большая часть страницы не переведена",
            "more": "… и ещё {count}",
            "missing-example": "нет примера {what} ({where}); он должен быть в разделе #{anchor}",
            "missing-example-first": "нет примера {what} ({where}); он должен быть до первого раздела",
            "heading-anchor": "у заголовка якорь #{mine}, а в {theirs} — #{source}",
            "no-anchor": "у заголовка {written} нет явного якоря, а в {theirs} — #{source}: добавьте {{ #{source} }}",
            "lacks-part": "здесь не хватает элемента: {what} (в {theirs} — {where})",
            "extra-part": "лишний элемент: {what} {where}; в {theirs} здесь такого нет",
            "table-cut": "таблица со строки {start} обрывается здесь после {rows} строк, а в {theirs} их {source_rows}: "
            "эта строка ({shown}) не строка таблицы; пустая строка или любая строка не вида `| … |` завершает таблицу",
            "table-columns": "в таблице столбцов: {columns}, а в {theirs} — {source_columns}",
            "unindented": "{what} стоит {where}, а в {theirs} — внутри блока со строки {line}: блок заканчивается на первой строке "
            "с меньшим отступом; сдвиньте его содержимое на четыре пробела под строкой с маркером, пустые строки — как в оригинале",
            "stands": "{what} стоит {where}, а в {theirs} — {source_where}",
            "holds-nothing": "блок, открытый здесь, пуст, а в {theirs} в нём строки {lines}: сдвиньте его содержимое на четыре пробела "
            "под строкой с маркером, пустые строки — как в оригинале",
            "glossary-lacks": "после этой строки нет статьи глоссария #{anchor} ({theirs}){more}: на неё ссылаются подсказки всех страниц; "
            "английский столбец статьи должен совпадать с оригиналом",
            "glossary-extra": "статья глоссария #{anchor}, которой нет в {theirs} (английский столбец отличается?)",
            "glossary-row": "в этой строке таблицы #{table} не хватает столбцов: запишите её как {shape}",
            "output-line": "здесь в блоке вывода заявлено {mine}, а в {theirs} — {source}",
            "no-more-after": "после строки {line} больше нет ({kind}), а в {theirs}: {source}",
            "none-where": "нет ни одного элемента ({kind}), а в {theirs}: {source}",
            "lacks": "не хватает элемента ({kind}): {theirs}: {source}",
            "no-more-last": "здесь: {mine}; в {theirs} таких элементов ({kind}) больше нет (последний — в строке {line})",
            "no-more-none": "здесь: {mine}; в {theirs} таких элементов ({kind}) нет вовсе",
            "no-such": "здесь: {mine}; в {theirs} такого элемента ({kind}) нет",
            "differs": "здесь: {mine}; в {theirs}: {source}",
            "quote-missing-intro": "нет цитаты {quote}, которую цитирует {theirs}: процитируйте её, как оригинал, во вступлении{more}",
            "quote-missing": "нет цитаты {quote}, которую цитирует {theirs}: процитируйте её, как оригинал, в разделе #{anchor}{more}",
            "quote-extra": "цитата {quote}, которой нет в {theirs}: уберите кавычки или процитируйте то, что цитирует оригинал",
        },
        live_phrases={
            "heading": "заголовок #{anchor} (h{level})",
            "table": "таблица из {rows} строк",
            "admonition": "врезка ({marker})",
            "fold": "сворачиваемый блок ({marker})",
            "tab": "вкладка",
            "code": "блок кода {lang}",
            "diagram": "диаграмма {script}",
            "math": "формула ($$)",
            "outside": "вне врезок",
            "inside": "внутри блока со строки {line}",
            "includes": "подключён {files}{marked}",
            "code-starting": "блок {lang}, начинающийся с {first}{marked}",
            "code-empty": "пустой блок {lang}{marked}",
            "output": "заявлен вывод {output}",
            "link": "ссылка на {target}",
            "math-block": "формула {tex}",
            "inline-math": "строчная формула {tex}",
            "opens-admonition": "врезка {marker} на глубине {depth}",
            "opens-tab": "вкладка на глубине {depth}",
            "anchor": "якорь заголовка #{anchor}",
            "draws": "диаграмма графа {script}",
            "nothing-more": "больше ничего",
            "more-after": " и ещё {count} после неё",
            "section-line": " ({title}, строка {line}){rest}",
            "here": "здесь:",
            "source": "оригинал:",
            "column": "столбец {column}",
        },
        spelling_dictionary="ru_RU",
        spelling_package="hunspell-ru",
        diagram_legend={
            "tensor": "тензор",
            "function": "функция обратного прохода (grad_fn)",
            "untracked": "неотслеживаемый тензор",
            "arrow": "от входа к результату, вычисленному из него",
        },
    ),
)

SOURCE = next(lang for lang in LANGUAGES if lang.is_source)
TRANSLATIONS = tuple(lang for lang in LANGUAGES if not lang.is_source)
BY_CODE = {lang.code: lang for lang in LANGUAGES}


def language_of(page: Path) -> Language:
    """The language of a page under docs/<code>/; the source language for anything else."""
    try:
        code = page.resolve().relative_to(DOCS_DIR).parts[0]
    except (ValueError, IndexError):
        return SOURCE
    return BY_CODE.get(code, SOURCE)


# The `languages:` list of mkdocs-static-i18n (mkdocs.yml reads it with !!python/name).
MKDOCS_I18N_LANGUAGES: list[dict[str, Any]] = [  # YAML-shaped: a config boundary
    {
        "locale": lang.code,
        "name": lang.name,
        "default": lang.is_source,
        "build": True,
        "nav_translations": {
            "Home": lang.home_title,
            "Contributors": lang.contributors_title,  # in no nav: the footer reads it (overrides/partials/copyright.html)
            "Error reference": lang.reference_title,
            **lang.part_titles,
        },
        # The palette toggle's names, in mkdocs.yml's order of schemes (light, then dark).
        "theme": {"palette": [{"toggle": {"name": name}} for name in lang.palette_names]},
    }
    for lang in LANGUAGES
]
