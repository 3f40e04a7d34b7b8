package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JLabel;
import org.junit.jupiter.api.Test;

/**
 * A message's HTML wrapped to a width is as wide as that on screen, not wider: Swing's HTML counts
 * a style's pixel as 1.3 of the screen's, so a body of 600 "px" was 780 px wide (the crash report
 * at 200 % reached 88 px past the screen's edge).
 */
class SwingTextsTest {
    private static final String LONG = "<html><b>Your document is safe:</b> it is kept as it was, and you can go on"
            + " working and save it.<br>Please send it to the Kudde maintainers with what you did just before"
            + " (README, section Reporting a problem), and say which lesson was open at the time.</html>";

    @Test
    void aLongMessageWrapsWithinTheWidthGiven() throws Exception {
        for (String look : Theme.LOOKS) {
            int[] widths = InLook.run(look, () -> {
                int wide = new JLabel(LONG).getPreferredSize().width;
                int most = wide / 2;
                JLabel wrapped = new JLabel((String) SwingTexts.wrapped(LONG, most));
                return new int[] {wide, most, wrapped.getPreferredSize().width};
            });
            assertThat(widths[2]).as("%s: a message %d px on one line, wrapped in %d px", look, widths[0], widths[1])
                    .isLessThanOrEqualTo(widths[1]).isGreaterThan(widths[1] * 9 / 10);
        }
    }

    @Test
    void aPathLongerThanALineIsBrokenAfterItsFoldersAndNothingElseChanges() {
        String path = "/home/leerling/Documenten/Carcassonne/Heuvels-en-Schapen/mijn-lessen/weiden/twee-herders.json";
        String message = "Kan " + path + " niet openen\nEen regel  met twee spaties.";
        String broken = SwingTexts.longWordsBroken(message, 30);
        assertThat(broken.replace("\n", "").replace(" ", "")).isEqualTo(message.replace("\n", "").replace(" ", ""));
        assertThat(broken).contains("Een regel  met twee spaties.").startsWith("Kan /home/leerling/Documenten/\n");
        for (String line : broken.split("\n")) {
            for (String word : line.split(" ")) {
                assertThat(word.length()).as("\"%s\" in \"%s\"", word, broken).isLessThanOrEqualTo(30);
            }
        }
        assertThat(broken.split("\n")).containsExactly("Kan /home/leerling/Documenten/", "Carcassonne/",
                "Heuvels-en-Schapen/", "mijn-lessen/weiden/", "twee-herders.json niet openen", "Een regel  met twee spaties.");
        // No folder to break after: at the line's length.
        assertThat(SwingTexts.longWordsBroken("x".repeat(25), 10)).isEqualTo("xxxxxxxxxx\nxxxxxxxxxx\nxxxxx");
        assertThat(SwingTexts.longWordsBroken("Short words stay as they are.", 10)).isEqualTo("Short words stay as they are.");
    }

    @Test
    void aShortMessageAndPlainTextStayAsTheyAre() throws Exception {
        String shortOne = "<html><b>Saved.</b></html>";
        assertThat(InLook.run(Theme.LIGHT, () -> SwingTexts.wrapped(shortOne, 600))).isEqualTo(shortOne);
        assertThat(SwingTexts.wrapped("A plain sentence, broken into lines by the look itself.", 10))
                .isEqualTo("A plain sentence, broken into lines by the look itself.");
    }
}
