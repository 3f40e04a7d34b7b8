package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Dimension;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;

/**
 * Every colour the window uses comes from the theme, in every look: no window source makes a
 * colour of its own, every key the sources ask the theme for resolves in the light, the dark and
 * the high-contrast look, and the texts in the error and success colours stay readable on every
 * look's panels; in the high-contrast look every text passes WCAG 2.1 AA on its background.
 */
class ThemeTest {
    private static final Path SOURCES = Path.of("src/main/java/kudde/ui");
    /** The one class that may turn a theme value into a colour. */
    private static final Path THEME = SOURCES.resolve("kit/Theme.java");
    private static final Pattern MADE = Pattern.compile(
            "new (java\\.awt\\.)?Color\\(|\\bColor\\.(RED|GREEN|BLUE|BLACK|WHITE|GRAY|GREY|YELLOW|ORANGE|PINK|MAGENTA|CYAN"
                    + "|LIGHT_GRAY|DARK_GRAY|red|green|blue|black|white|gray|yellow|orange|pink|magenta|cyan|lightGray"
                    + "|darkGray)\\b|UIManager\\.getColor\\(|Color\\.decode\\(");
    // The keys asked for: Theme.colour("K"), Theme.foreground(c, "K"), and both sides of a choice there.
    private static final Pattern ASKED = Pattern.compile(
            "Theme\\.(colour|size|number)\\(([^;]*?)\\)|Theme\\.foreground\\(\\w+, ([^;]*?)\\);");
    private static final Pattern LITERAL = Pattern.compile("\"([A-Za-z][\\w.]*)\"");

    @Test
    void noWindowSourceMakesItsOwnColour() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path p : sources()) {
            if (p.equals(THEME)) {
                continue;
            }
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                if (MADE.matcher(lines.get(i)).find()) {
                    found.add(SOURCES.relativize(p) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(found).as("colours made outside the theme").isEmpty();
    }

    @Test
    void everyKeyTheWindowAsksForResolvesInEveryLook() throws Exception {
        Set<String> asked = askedKeys();
        assertThat(asked).as("keys found in the sources").hasSizeGreaterThan(60)
                .contains("Kudde.error", "Kudde.board.background", "Kudde.art.field", "Table.background");
        Set<String> ours = keysOfTheThemeFiles();
        assertThat(ours).as("Kudde keys the sources ask for are in the theme files")
                .containsAll(asked.stream().filter(k -> k.startsWith("Kudde.")).toList());
        for (String look : Theme.LOOKS) {
            List<String> missing = inLook(look, () -> {
                List<String> out = new ArrayList<>();
                for (String key : union(asked, ours)) {
                    Object v = UIManager.get(key);
                    boolean ok = key.endsWith("Size") ? v instanceof Dimension
                            : key.endsWith("Width") || key.endsWith("Height") || key.endsWith("Points") || key.endsWith("Padding")
                            ? v instanceof Integer : v instanceof Color;
                    if (!ok) {
                        out.add(key + " = " + v);
                    }
                }
                return out;
            });
            assertThat(missing).as("keys that do not resolve in the " + look + " look").isEmpty();
        }
    }

    @Test
    void errorAndSuccessTextsAreReadableInEveryLook() throws Exception {
        for (String look : Theme.LOOKS) {
            List<String> poor = inLook(look, () -> {
                List<String> out = new ArrayList<>();
                Color panel = UIManager.getColor("Panel.background");
                for (String key : List.of("Kudde.error", "Kudde.success", "Label.foreground")) {
                    double ratio = contrast(Theme.colour(key), panel);
                    // WCAG AA for normal text: 4.5 to 1.
                    if (ratio < 4.5) {
                        out.add(key + " " + String.format("%.2f", ratio));
                    }
                }
                return out;
            });
            assertThat(poor).as("texts too faint on the " + look + " look's panels").isEmpty();
        }
    }

    /**
     * The pairs of text and background a learner reads in the high-contrast look, each as
     * "foreground key / background key": the window's panels, controls, menus, tables, tabs,
     * tips, a selection, Kudde's own texts and the tutor's notes.
     */
    private static final List<String> READ_PAIRS = List.of(
            "Label.foreground / Panel.background",
            "Label.disabledForeground / Panel.background",
            "Kudde.error / Panel.background",
            "Kudde.success / Panel.background",
            "Kudde.accent / Panel.background",
            "Kudde.course.done / Panel.background",
            "Kudde.course.next / Panel.background",
            "Label.foreground / Kudde.notes.background",
            "Label.foreground / Kudde.compare.changed",
            "Label.foreground / Kudde.compare.onlyLeft",
            "Label.foreground / Kudde.compare.onlyRight",
            "Component.linkColor / Panel.background",
            "Button.foreground / Button.background",
            "Button.default.foreground / Button.default.background",
            "ToggleButton.selectedForeground / ToggleButton.selectedBackground",
            "Menu.foreground / MenuBar.background",
            "MenuItem.foreground / PopupMenu.background",
            "MenuItem.acceleratorForeground / PopupMenu.background",
            "MenuItem.selectionForeground / MenuItem.selectionBackground",
            "MenuBar.selectionForeground / MenuBar.selectionBackground",
            "TextField.foreground / TextField.background",
            "TextArea.foreground / TextArea.background",
            "TextPane.foreground / TextPane.background",
            "EditorPane.foreground / EditorPane.background",
            "ComboBox.foreground / ComboBox.background",
            "List.foreground / List.background",
            "List.selectionForeground / List.selectionBackground",
            "Table.foreground / Table.background",
            "Table.selectionForeground / Table.selectionBackground",
            "Table.selectionInactiveForeground / Table.selectionInactiveBackground",
            "TableHeader.foreground / TableHeader.background",
            "TabbedPane.foreground / TabbedPane.background",
            "TabbedPane.selectedForeground / TabbedPane.selectedBackground",
            "ToolTip.foreground / ToolTip.background",
            "TextField.selectionForeground / TextField.selectionBackground",
            "CheckBox.foreground / Panel.background",
            "RadioButton.foreground / Panel.background");

    @Test
    void everyTextOfTheHighContrastLookPassesWcagAa() throws Exception {
        List<String> out = inLook(Theme.HIGH_CONTRAST, () -> {
            List<String> found = new ArrayList<>();
            for (String pair : READ_PAIRS) {
                String[] fb = pair.split(" / ");
                Color fg = Theme.colour(fb[0]);
                Color bg = Theme.colour(fb[1]);
                double ratio = contrast(fg, bg);
                found.add(String.format("%s %.1f", pair, ratio));
            }
            return found;
        });
        out.forEach(System.out::println);
        // WCAG 2.1 AA, 1.4.3: 4.5 to 1 for text of normal size.
        assertThat(out.stream().filter(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)) < 4.5))
                .as("pairs below 4.5:1 in the high-contrast look").isEmpty();
        assertThat(out).hasSize(READ_PAIRS.size());
    }

    @Test
    void theHighContrastLookKeepsTheBoardsMarksApart() throws Exception {
        // The placement frames and the highlights stay distinct from each other and, opaque
        // enough, from the tiles' art (docs/accessibility.md).
        List<String> marks = List.of("Kudde.board.fits", "Kudde.board.fitsTurned", "Kudde.board.fitsNot",
                "Kudde.board.highlightLine", "Kudde.board.featureLine", "Kudde.board.selection", "Kudde.board.cursor");
        List<Color> colours = inLook(Theme.HIGH_CONTRAST, () -> marks.stream().map(Theme::colour).toList());
        assertThat(inLook(Theme.HIGH_CONTRAST, Theme::current)).isEqualTo(Theme.HIGH_CONTRAST);
        for (int i = 0; i < colours.size(); i++) {
            assertThat(colours.get(i).getAlpha()).as(marks.get(i) + " opacity").isGreaterThanOrEqualTo(0xC8);
            for (int j = i + 1; j < colours.size(); j++) {
                Color a = colours.get(i);
                Color b = colours.get(j);
                int d = Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                        + Math.abs(a.getBlue() - b.getBlue());
                assertThat(d).as(marks.get(i) + " against " + marks.get(j)).isGreaterThan(120);
            }
        }
    }

    @Test
    void theDarkLookHasItsOwnErrorColour() throws Exception {
        Color light = inLook(Theme.LIGHT, () -> Theme.colour("Kudde.error"));
        Color dark = inLook(Theme.DARK, () -> Theme.colour("Kudde.error"));
        assertThat(dark).isNotEqualTo(light);
    }

    /** The keys the window's sources ask the theme for. */
    private static Set<String> askedKeys() throws IOException {
        Set<String> keys = new TreeSet<>();
        for (Path p : sources()) {
            String text = Files.readString(p);
            Matcher m = ASKED.matcher(text);
            while (m.find()) {
                String args = m.group(2) != null ? m.group(2) : m.group(3);
                Matcher lit = LITERAL.matcher(args);
                while (lit.find()) {
                    keys.add(lit.group(1));
                }
            }
            // Keys built from a prefix ("Kudde.player." + name) are the theme files' own.
        }
        keys.removeIf(k -> k.endsWith("."));
        return keys;
    }

    private static Set<String> keysOfTheThemeFiles() throws IOException {
        Set<String> keys = new TreeSet<>();
        for (String file : List.of("FlatLaf.properties", "FlatLightLaf.properties", "FlatDarkLaf.properties")) {
            try (InputStream in = ThemeTest.class.getClassLoader().getResourceAsStream(Theme.SOURCE + "/" + file)) {
                assertThat(in).as(file).isNotNull();
                Properties p = new Properties();
                p.load(in);
                keys.addAll(p.stringPropertyNames());
            }
        }
        return keys;
    }

    private static List<Path> sources() throws IOException {
        try (Stream<Path> s = Files.walk(SOURCES)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> u = new TreeSet<>(a);
        u.addAll(b);
        return u;
    }

    /** Runs {@code work} on the event thread in a look, then puts the look before back, whatever happens. */
    private static <T> T inLook(String look, InLook.Work<T> work) throws Exception {
        return InLook.run(look, work);
    }

    private static double contrast(Color a, Color b) {
        return InLook.contrast(a, b);
    }

    static {
        if (!Files.isDirectory(SOURCES)) {
            throw new UncheckedIOException(new IOException("run from the app module: " + SOURCES.toAbsolutePath()));
        }
    }
}
