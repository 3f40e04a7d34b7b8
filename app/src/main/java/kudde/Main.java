package kudde;

import java.awt.GraphicsEnvironment;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import kudde.cli.Cli;
import kudde.ui.App;

/**
 * Entry point of {@code kudde.jar}: the sub-commands {@code resolve}, {@code check} and
 * {@code validate} run headless; anything else opens the application window ({@code kudde FILE}
 * opens that file, no argument a bundled lesson).
 */
public final class Main {
    private static final Set<String> COMMANDS = Set.of("resolve", "check", "validate", "import", "review", "play", "export", "--help", "-h", "help");

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && COMMANDS.contains(args[0])) {
            closeSplash();
            PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
            System.exit(Cli.run(args, out, err));
            return;
        }
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("kudde: no display to open a window on (is DISPLAY set?); "
                    + "for the command line use: resolve, check, validate, import, review or play");
            System.exit(2);
            return;
        }
        App.start(args);
    }

    /**
     * The launcher shows the splash (the jar manifest's SplashScreen-Image) on every
     * start with a display, before it knows the arguments; the command line opens no window, so
     * it goes at once. (For the window, AWT closes it when the window shows.)
     */
    private static void closeSplash() {
        try {
            if (!GraphicsEnvironment.isHeadless()) {
                java.awt.SplashScreen splash = java.awt.SplashScreen.getSplashScreen();
                if (splash != null) {
                    splash.close();
                }
            }
        } catch (RuntimeException | LinkageError e) {
            // No splash to close, or none that can be reached: the command runs all the same.
        }
    }
}
