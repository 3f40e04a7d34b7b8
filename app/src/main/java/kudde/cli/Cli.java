package kudde.cli;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import kudde.engine.model.Scenario;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.jcz.JczImport;
import kudde.scenario.CheckVerdict;
import kudde.scenario.ErrorText;
import kudde.scenario.ScenarioError;
import kudde.scenario.ScenarioException;
import kudde.scenario.ScenarioFiles;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import kudde.lesson.Lesson;

/**
 * The headless sub-commands of docs/scenario-format.md ("The command line"): {@code resolve FILE [--lang TAG]
 * [--json] [--authoring]}, {@code check FILE…}, {@code validate FILE…}, {@code import}, {@code review}
 * ({@link ReviewCommand}) and {@code export} ({@link ExportCommand}). Exit codes: 0 success, 1 an
 * expectation failed, 2 invalid input (the worst over all files). Errors go to {@code err} one a
 * line as {@code FILE: PATH: reason}. Each file is handled on its own: nothing in one file can
 * stop the others or the program, and only the files named are read.
 */
public final class Cli {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int INVALID = 2;

    private final PrintStream out;
    private final PrintStream err;
    private final ErrorText en = ErrorText.of(Locale.ENGLISH);
    private final Reading reading;
    private final Function<Scenario, Resolution> resolving;

    /** How a command reads the file it is given. */
    @FunctionalInterface
    interface Reading {
        Lesson read(Path file, Locale locale) throws ScenarioException;
    }

    /**
     * A command line that reads with {@code reading} and resolves with {@code resolving}: the
     * program's own ({@link #run(String[], PrintStream, PrintStream)}) or, in CliTest, ones that
     * fail as a bug in them would, to reach the internal-error path no file can reach.
     */
    Cli(PrintStream out, PrintStream err, Reading reading, Function<Scenario, Resolution> resolving) {
        this.out = out;
        this.err = err;
        this.reading = reading;
        this.resolving = resolving;
    }

    /** Runs one command; returns the exit code. Never throws for anything a file contains. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return new Cli(out, err, Cli::readFile, Resolver::resolve).run(args);
    }

    /** Runs one command with this command line's reading and resolving. */
    int run(String[] args) {
        try {
            return dispatch(args == null ? new String[0] : args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int dispatch(String[] args) {
        if (args.length == 0) {
            return usage(en.get("cli.noFile"));
        }
        List<String> rest = List.of(args).subList(1, args.length);
        switch (args[0]) {
            case "resolve":
                return resolve(rest);
            case "check":
                return eachFile(rest, this::check);
            case "validate":
                return eachFile(rest, this::validate);
            case "import":
                return importSave(rest);
            case "review":
                return new ReviewCommand(this, out).run(rest);
            case "play":
                return new Play(out, err, en).run(rest);
            case "export":
                return new ExportCommand(out, err, this).run(rest);
            case "help":
            case "--help":
            case "-h":
                out.println(en.get("cli.usage"));
                return OK;
            default:
                return usage(en.get("cli.unknownCommand", args[0]));
        }
    }

    int usage(String problem) {
        err.println("kudde: " + problem);
        err.println(en.get("cli.usage"));
        return INVALID;
    }

    /** A language Kudde does not speak ({@code ""}: none given): the usage, exit 2. */
    int badLang(String lang) {
        return usage(en.get("cli.badLang", lang, String.join(", ", kudde.lang.Languages.tags())));
    }

    // ---- resolve ----

    private int resolve(List<String> args) {
        Args a;
        try {
            a = Args.parse(args, Set.of("--json", "--authoring"), Set.of("--lang"));
        } catch (Args.Bad e) {
            return e.unknown ? usage(en.get("cli.unknownOption", e.option)) : badLang("");
        }
        String lang = a.value("--lang") == null ? "en" : a.value("--lang");
        if (kudde.lang.Languages.ofTag(lang) == null) {
            return badLang(lang);
        }
        boolean json = a.has("--json");
        boolean authoring = a.has("--authoring");
        List<String> files = a.files();
        if (files.size() != 1) {
            return usage(en.get(files.isEmpty() ? "cli.noFile" : "cli.oneFile"));
        }
        Locale locale = Locale.forLanguageTag(lang);
        boolean asJson = json;
        Texts texts = authoring ? Texts.forAuthors(locale) : Texts.of(locale);
        return guarded(files.get(0), locale, file -> resolveOne(file, locale, texts, asJson));
    }

    /** With {@code --authoring} the texts carry tile ids and coordinates beside the learner's words. */
    private int resolveOne(String file, Locale locale, Texts texts, boolean json) throws ScenarioException {
        Scenario game = read(file, locale).game();
        Resolution r = resolved(game);
        StepLines lines = new StepLines(r, texts);
        if (json) {
            if (!r.ok()) {
                return illegal(file, r.error(), texts);
            }
            out.println(lines.json());
            return OK;
        }
        // A file with no turn still tells what its set-up means (S8: a shepherd on a closed field).
        for (Step step : kudde.engine.play.Resolver.setUpSteps(game)) {
            out.println(lines.setUpLine(step));
        }
        for (Step step : r.steps()) {
            out.println(lines.line(step));
        }
        if (!r.ok()) {
            return illegal(file, r.error(), texts);
        }
        out.println(lines.result());
        return OK;
    }

    Resolution resolved(Scenario s) {
        return resolving.apply(s);
    }

    // ---- check and validate ----

    private int check(String file) throws ScenarioException {
        Lesson s = read(file, Locale.ENGLISH);
        // The same verdict the window's problems panel shows (CheckVerdict).
        CheckVerdict v = CheckVerdict.of(s, resolved(s.game()), Locale.ENGLISH);
        if (v.error() != null) {
            return illegal(file, v.error(), Texts.of(Locale.ENGLISH));
        }
        List<String> diffs = v.differences();
        List<String> counts = v.solutions();
        if (diffs.isEmpty()) {
            out.println(counts.isEmpty() ? en.get("cli.pass", file)
                    : en.get("cli.passExercises", file, String.join("; ", counts)));
            return OK;
        }
        out.println(en.get("cli.fail", file, String.join("; ", diffs)));
        return FAILED;
    }

    private int validate(String file) throws ScenarioException {
        read(file, Locale.ENGLISH);
        out.println(en.get("cli.valid", file));
        return OK;
    }

    // ---- import ----

    /**
     * {@code import FILE.jcz [-o OUT.json]}: the save as a scenario file, written to OUT (atomically)
     * or to standard output. A save that cannot be imported writes nothing; one whose tiles do not
     * follow its random numbers is written with a warning on standard error.
     */
    private int importSave(List<String> args) {
        Args a;
        try {
            a = Args.parse(args, Set.of(), Set.of("-o|--output"));
        } catch (Args.Bad e) {
            return usage(en.get(e.unknown ? "cli.unknownOption" : "cli.noOutput", e.option));
        }
        String target = a.value("-o");
        List<String> files = a.files();
        if (files.size() != 1) {
            return usage(en.get(files.isEmpty() ? "cli.noFile" : "cli.oneSave"));
        }
        String out = target;
        return guarded(files.get(0), Locale.ENGLISH, file -> {
            JczImport.Imported imported = JczImport.imported(path(file, Locale.ENGLISH), Locale.ENGLISH);
            Lesson s = imported.lesson();
            if (imported.tileOrder() != null) {
                // Imported all the same: the moves are the game; the user is told the draws are in doubt.
                err.println(file + ": " + imported.tileOrder().path() + ": " + en.get("cli.warning",
                        imported.tileOrder().text()));
            }
            if (out == null) {
                this.out.print(ScenarioWriter.write(s));
                return OK;
            }
            try {
                ScenarioFiles.save(path(out, Locale.ENGLISH), s);
            } catch (java.io.IOException e) {
                err.println(out + ": " + en.get("file.unwritable", e.getMessage()));
                return INVALID;
            }
            this.out.println(en.get("cli.importWritten", out));
            return OK;
        });
    }

    /** A scenario file, or a JCloisterZone save ({@code .jcz}) imported on the way. */
    Lesson read(String file, Locale locale) throws ScenarioException {
        return reading.read(path(file, locale), locale);
    }

    /** The program's reading: a scenario file, or a JCloisterZone save ({@code .jcz}) imported on the way. */
    private static Lesson readFile(Path p, Locale locale) throws ScenarioException {
        return JczImport.isSave(p) ? JczImport.read(p, locale) : ScenarioReader.read(p, locale);
    }

    // ---- each file on its own ----

    interface FileCommand {
        int run(String file) throws ScenarioException;
    }

    private int eachFile(List<String> args, FileCommand command) {
        List<String> files;
        try {
            files = Args.parse(args, Set.of(), Set.of()).files();
        } catch (Args.Bad e) {
            return usage(en.get("cli.unknownOption", e.option));
        }
        if (files.isEmpty()) {
            return usage(en.get("cli.noFile"));
        }
        int worst = OK;
        for (String f : files) {
            worst = Math.max(worst, guarded(f, Locale.ENGLISH, command));
        }
        return worst;
    }

    /** Runs a command on one file; any failure becomes located error lines and exit code 2. */
    int guarded(String file, Locale locale, FileCommand command) {
        try {
            return command.run(file);
        } catch (ScenarioException e) {
            for (ScenarioError error : e.errors()) {
                err.println(file + ": " + error);
            }
            return INVALID;
        } catch (Throwable t) {
            // Not expected for any file: a bug. Still one located line that says so, and the other files go on.
            err.println(file + ": " + ScenarioException.internalText(t, locale));
            return INVALID;
        }
    }

    private static Path path(String file, Locale locale) throws ScenarioException {
        try {
            return Path.of(file);
        } catch (InvalidPathException e) {
            throw new ScenarioException(new ScenarioError("", ErrorText.of(locale).get("file.notFound")));
        }
    }

    /** {@code FILE: turns[N]: reason (RULE)}. */
    int illegal(String file, IllegalTurn e, Texts texts) {
        String reason = texts.render(e.reason());
        String rule = e.rule() == null || reason.endsWith("(" + e.rule().name() + ")") ? "" : " (" + e.rule().name() + ")";
        err.println(file + ": turns[" + e.turn() + "]: " + reason + rule);
        return INVALID;
    }
}
