package kudde.ui;

import java.nio.file.Path;
import kudde.ui.doc.Autosave;
import kudde.ui.kit.ErrorLog;

/**
 * How this run of the window was started: read once, from the {@code -Dkudde.*} system properties,
 * by the start-up ({@link App#start}) and handed to whoever needs one of them; nothing deeper in the
 * window reads a system property. Users set none of them but {@code kudde.home}; the others are for
 * screenshots, the start-up's measurements and the tests.
 *
 * @param home            where the settings, the autosaved work and the log are kept
 *                        ({@code kudde.home}, by default {@code ~/.kudde})
 * @param warmup          whether the warm-up thread runs ({@code kudde.warmup}, true; false to make
 *                        the start-up class list)
 * @param fontSize        the look's font size in points, pinned ({@code kudde.font}: under a virtual
 *                        screen FlatLaf can pick a 10 px font, docs/testing.md), or 0: the look's own
 * @param startStep       the step the first scenario opens at in the tutor ({@code kudde.step}: N,
 *                        {@code last} or {@code start}), or null (screenshots)
 * @param playTurn        a turn to start playing on the board ({@code kudde.playTurn}: TILE or
 *                        TILE@x,y[@rotation]), or null (screenshots)
 * @param autosaveSeconds how often unsaved work is written ({@code kudde.autosaveSeconds}, 10;
 *                        shorter for the test that kills a running window)
 * @param reportStartup   whether the start-up's phases are printed ({@code kudde.reportStartup},
 *                        {@link StartupReport})
 */
public record Options(Path home, boolean warmup, int fontSize, String startStep, String playTurn,
                      int autosaveSeconds, boolean reportStartup) {
    public Options {
        autosaveSeconds = Math.max(1, autosaveSeconds);
    }

    /** A window's defaults with its files in {@code home}: no warm-up thread, nothing asked for. */
    public static Options in(Path home) {
        return new Options(home, false, 0, null, null, 10, false);
    }

    public Options withFontSize(int points) {
        return new Options(home, warmup, points, startStep, playTurn, autosaveSeconds, reportStartup);
    }

    public Options withStartStep(String step) {
        return new Options(home, warmup, fontSize, step, playTurn, autosaveSeconds, reportStartup);
    }

    /** The user's settings file in {@link #home}. */
    public Settings settings() {
        return new Settings(home.resolve(Settings.FILE));
    }

    /** Where unsaved work is written, in {@link #home}. */
    public Autosave autosave() {
        return new Autosave(home);
    }

    /** The log of what went wrong, in {@link #home} (README, "Reporting a problem"). */
    public ErrorLog log() {
        return new ErrorLog(home);
    }
}
