package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import kudde.ui.kit.Strings;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.Test;

/**
 * Two windows in one JVM speak two languages at once (docs/architecture.md, "No hidden state"):
 * each owns its language and hands its texts to its parts, so the menus, the docks, the board and
 * the status bar of one window read its own language, and switching one leaves the other as it was.
 */
@GuiTest
class TwoLanguagesGuiTest extends WindowTest {

    @Test
    void anEnglishWindowAndADutchOneEachReadTheirOwnWords() {
        GuiActionRunner.execute(() -> main.setLanguage(Strings.ENGLISH));
        FrameFixture other = secondWindow("nl");
        MainWindow dutch = (MainWindow) other.target();
        try {
            assertThat(words(window)).as("the first window").isEqualTo(expected(Strings.ENGLISH, count(window)));
            assertThat(words(other)).as("the second window").isEqualTo(expected(Strings.DUTCH, count(other)));
            assertThat(edt(() -> main.language().locale())).isEqualTo(Strings.ENGLISH);
            assertThat(edt(() -> dutch.language().locale())).isEqualTo(Strings.DUTCH);

            // Each switches the other way: each follows its own switch only.
            GuiActionRunner.execute(() -> main.setLanguage(Strings.DUTCH));
            assertThat(words(window)).as("the first window, switched").isEqualTo(expected(Strings.DUTCH, count(window)));
            assertThat(words(other)).as("the second window, not switched").isEqualTo(expected(Strings.DUTCH, count(other)));
            GuiActionRunner.execute(() -> dutch.setLanguage(Strings.ENGLISH));
            assertThat(words(other)).as("the second window, switched").isEqualTo(expected(Strings.ENGLISH, count(other)));
            assertThat(words(window)).as("the first window, not switched again").isEqualTo(expected(Strings.DUTCH, count(window)));
        } finally {
            close(other);
        }
    }

    /** What a learner reads in a window: two menus, the inspector's tab, the board's name, the status bar's count. */
    private List<String> words(FrameFixture f) {
        return edt(() -> {
            MainWindow w = (MainWindow) f.target();
            javax.swing.JTabbedPane right = w.docks().pane(kudde.ui.kit.Docks.Side.RIGHT);
            int inspector = right.indexOfComponent(w.inspector());
            return List.of(f.menuItem("menu.file").target().getText(), f.menuItem("menu.view").target().getText(),
                    right.getTitleAt(inspector), w.boardView().getAccessibleContext().getAccessibleName(),
                    f.label("status.problems").target().getText(), String.valueOf(w.problems().count()));
        });
    }

    private int count(FrameFixture f) {
        return edt(() -> ((MainWindow) f.target()).problems().count());
    }

    /** The same, from the language's bundle, for a window with {@code problems} problems. */
    private static List<String> expected(Locale l, int problems) {
        Strings s = Strings.in(l);
        return List.of(s.get("menu.file"), s.get("menu.view"), s.get("dock.inspector"), s.get("board.accessibleName"),
                problems == 0 ? s.get("status.noProblems") : s.format("status.problems", problems),
                String.valueOf(problems));
    }
}
