package kudde.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.ServiceLoader;
import kudde.engine.play.Resolution;
import kudde.explain.Texts;
import kudde.scenario.ErrorText;

/**
 * {@code export FILE --png OUT [--step N] [--width PX] [--lang en|nl]} and
 * {@code export FILE --handout OUT.html [--lang en|nl] [--worksheet]}: a lesson's picture or its
 * handout, as the window's File ▸ Export writes them, for a teacher who builds a whole class set at
 * once. {@code --step N} is the position after step N as the tutor counts them (1 the first; 0 or
 * none, the set-up); the width is an A4 page at 150 dpi unless given. A bad argument is one line
 * on standard error and exit code 2; a bad file, its located error lines and 2, as for
 * {@code resolve}.
 */
final class ExportCommand {
    /** An A4 page (8.27 inches) at 150 dots an inch: the window's default too. */
    static final int PRINT_WIDTH = 1240;
    static final int MIN_WIDTH = 100;
    static final int MAX_WIDTH = 10_000;

    private final PrintStream out;
    private final PrintStream err;
    private final Cli cli;
    private final ErrorText en = ErrorText.of(Locale.ENGLISH);

    private String file;
    private String png;
    private String handout;
    private String lang = "en";
    private Integer step;
    private Integer width;
    private boolean worksheet;

    ExportCommand(PrintStream out, PrintStream err, Cli cli) {
        this.out = out;
        this.err = err;
        this.cli = cli;
    }

    /** Thrown for a bad argument: its message is the one line the user gets. */
    private static final class BadArgument extends Exception {
        private static final long serialVersionUID = 1L;

        BadArgument(String message) {
            super(message, null, false, false);
        }
    }

    int run(List<String> args) {
        try {
            parse(args);
        } catch (BadArgument e) {
            err.println("kudde export: " + e.getMessage());
            return Cli.INVALID;
        }
        Locale locale = Locale.forLanguageTag(lang);
        return cli.guarded(file, locale, f -> export(f, locale));
    }

    private void parse(List<String> args) throws BadArgument {
        String tags = String.join(", ", kudde.lang.Languages.tags());
        Args a;
        try {
            a = Args.parse(args, Set.of("--worksheet"), Set.of("--png", "--handout", "--step", "--width", "--lang"));
        } catch (Args.Bad e) {
            throw new BadArgument(e.unknown ? en.get("cli.unknownOption", e.option) : switch (e.option) {
                case "--step" -> en.get("cli.export.badStep", "");
                case "--width" -> en.get("cli.export.badWidth", "", MIN_WIDTH, MAX_WIDTH);
                case "--lang" -> en.get("cli.badLang", "", tags);
                default -> en.get("cli.export.needsFile", e.option);
            });
        }
        if (a.files().size() > 1) {
            throw new BadArgument(en.get("cli.export.oneFile"));
        }
        file = a.files().isEmpty() ? null : a.files().get(0);
        png = a.value("--png");
        handout = a.value("--handout");
        worksheet = a.has("--worksheet");
        if (a.value("--step") != null) {
            step = number(a.value("--step"), "cli.export.badStep", 0);
        }
        if (a.value("--width") != null) {
            width = number(a.value("--width"), "cli.export.badWidth", MIN_WIDTH);
            if (width > MAX_WIDTH) {
                throw new BadArgument(en.get("cli.export.badWidth", width, MIN_WIDTH, MAX_WIDTH));
            }
        }
        if (a.value("--lang") != null) {
            lang = a.value("--lang");
            if (kudde.lang.Languages.ofTag(lang) == null) {
                throw new BadArgument(en.get("cli.badLang", lang, tags));
            }
        }
        if (file == null) {
            throw new BadArgument(en.get("cli.noFile"));
        }
        if ((png == null) == (handout == null)) {
            throw new BadArgument(en.get("cli.export.pngOrHandout"));
        }
        if (png != null && worksheet) {
            throw new BadArgument(en.get("cli.export.onlyWith", "--worksheet", "--handout"));
        }
        if (handout != null && (step != null || width != null)) {
            throw new BadArgument(en.get("cli.export.onlyWith", step != null ? "--step" : "--width", "--png"));
        }
    }

    private int number(String text, String key, int least) throws BadArgument {
        try {
            int n = Integer.parseInt(text);
            if (n >= least) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below, with the text as given
        }
        throw new BadArgument(en.get(key, text, MIN_WIDTH, MAX_WIDTH));
    }

    private int export(String f, Locale locale) throws kudde.scenario.ScenarioException {
        kudde.lesson.Lesson lesson = cli.read(f, locale);
        Resolution r = cli.resolved(lesson.game());
        if (!r.ok()) {
            return cli.illegal(f, r.error(), Texts.of(locale));
        }
        int shown = step == null ? 0 : step;
        if (shown > r.steps().size()) {
            err.println(f + ": " + en.get("cli.export.noSuchStep", shown, r.steps().size()));
            return Cli.INVALID;
        }
        Exporter exporter = ServiceLoader.load(Exporter.class).findFirst().orElse(null);
        if (exporter == null) {
            err.println(f + ": " + en.get("cli.export.noPictures"));
            return Cli.INVALID;
        }
        String target = png != null ? png : handout;
        Path to;
        try {
            to = Path.of(target);
        } catch (InvalidPathException e) {
            err.println(target + ": " + en.get("file.unwritable", e.getMessage()));
            return Cli.INVALID;
        }
        try {
            if (png != null) {
                int[] size = exporter.png(lesson, r, shown - 1, width == null ? PRINT_WIDTH : width, locale, to);
                out.println(en.get("cli.export.pngWritten", target, size[0], size[1], shown));
            } else {
                exporter.handout(lesson, r, locale, worksheet, to);
                out.println(en.get(worksheet ? "cli.export.worksheetWritten" : "cli.export.handoutWritten", target));
            }
        } catch (IOException e) {
            err.println(target + ": " + en.get("file.unwritable", e.getMessage()));
            return Cli.INVALID;
        }
        return Cli.OK;
    }
}
