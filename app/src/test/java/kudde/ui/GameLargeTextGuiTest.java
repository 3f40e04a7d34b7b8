package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.List;
import java.util.Locale;
import kudde.engine.ai.Strength;
import kudde.engine.rules.RuleSet;
import kudde.tutor.game.GameSetup;
import kudde.tutor.game.Seat;
import kudde.ui.game.Pace;
import org.junit.jupiter.api.Test;

/**
 * A game in learn mode at 200 % text, in English and Dutch, in the test screen's 1024 × 768: the
 * game's panel above the tutor says every text whole, its buttons go on on a new line where the side
 * is narrower than they are and stay in sight under its words, which scroll beyond its share of the
 * side's height, the tutor's step controls whole under it (LearnWindowGuiTest's cut); at 100 % it is
 * as high as it asks, no higher.
 * Its rows of buttons were wider than the side, which cut them ("Zet terugnem…") and every line of
 * the turn's words at the side's right edge, and it pressed the tutor's controls to nothing.
 */
@GuiTest
class GameLargeTextGuiTest extends StartedLargeWindowTest {

    /** One language a window: a second game in the same window would first ask about the first's unsaved moves. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"en, 200", "nl, 200", "en, 100"})
    void aGamesPanelIsWholeAt200PerCentInEitherLanguage(String language, String percent) {
        Locale l = Locale.forLanguageTag(language);
        window.resizeTo(new Dimension(1024, 768));
        if (!"200".equals(percent)) {
            textSize(percent);
        }
        edt(() -> {
            main.setLanguage(l);
            // Anna, a person, has the first turn: the panel waits for her, no computer moves meanwhile.
            main.gameMode().start(new GameSetup(List.of(new Seat("red", "Anna", null),
                    new Seat("blue", "Bram", Strength.of("beginner"))), RuleSet.seed(), 24, true), true, Pace.STEP);
            return null;
        });
        waitUntil("the game's panel shows", () -> edt(() -> window.robot().finder()
                .findByName(main, "game", false).isShowing()));
        // Caciocavallo leaves a frame it resized to be laid out by the next change.
        edt(() -> {
            main.validate();
            return null;
        });
        settle();
        List<String> out = edt(() -> LearnWindowGuiTest.cut(main.getContentPane(), l + " "));
        // No band of empty side under the panel: its scroll pane no higher than the panel.
        javax.swing.JScrollPane scroll = (javax.swing.JScrollPane) window.robot().finder().findByName(main, "learn.game", false);
        int shown = edt(() -> scroll.getViewport().getExtentSize().height);
        int asked = edt(() -> scroll.getViewport().getViewSize().height);
        System.out.println(l + " at " + percent + " %: the game's panel " + asked + " px high, " + shown + " shown");
        if (shown > asked + 1) {
            out.add(l + " the game's panel is " + asked + " px high in " + shown);
        }
        out.forEach(System.out::println);
        assertThat(out).as("learn mode with a game at 200 %").isEmpty();
        // Before the tile is laid, the buttons that help to lay it are whole in sight (Where can this go?
        // was under the words on how to play, a scroll away at 200 %).
        for (String name : List.of("game.rotate", "game.where")) {
            wholeInSight(name, l + " at " + percent + " %, before the tile is laid");
        }

        // Scrolled down to the panel's foot, Anna lays her tile without a figure: Bram's turn comes
        // with the panel's first lines in sight again.
        edt(() -> {
            scroll.getViewport().setViewPosition(new java.awt.Point(0, Math.max(0, asked - shown)));
            return null;
        });
        settle();
        int scrolled = edt(() -> scroll.getViewport().getViewPosition().y);
        edt(() -> {
            kudde.tutor.game.TableGame g = main.gameMode().game();
            kudde.engine.ai.Move m = g.legalMoves().stream().filter(x -> x.place() == null && x.flock() == null)
                    .findFirst().orElseThrow();
            main.gameMode().picker().prefill(g.tile(), new kudde.engine.model.Pos(m.x(), m.y()), m.quarterTurns() * 90);
            return null;
        });
        settle();
        // The tile laid: No figure is whole in sight, and the words on what to do now from their first
        // line, as many as the view holds (they were under the turn's heading, a scroll away, at 200 %).
        wholeInSight("game.noFigure", l + " at " + percent + " %, the tile laid");
        javax.swing.JComponent how = (javax.swing.JComponent) window.robot().finder().findByName(main, "game.how", false);
        java.awt.Rectangle read = edt(how::getVisibleRect);
        int view = edt(() -> scroll.getViewport().getExtentSize().height);
        System.out.println(l + " at " + percent + " %, the tile laid: game.how shows " + read + " of "
                + edt(how::getHeight) + " px in a view of " + view);
        assertThat(read.y).as(l + " the words on what to do now from their first line").isZero();
        assertThat(read.height).as(l + " the words on what to do now, as many as the view holds")
                .isEqualTo(Math.min(edt(how::getHeight), view));
        // No figure, clicked: the computer's turn hides the person's buttons, and the keyboard's focus
        // goes from the button to the board, not to a hidden button.
        window.button("game.noFigure").click();
        waitUntil("Bram's turn", () -> edt(() -> !main.gameMode().game().personToMove()));
        waitUntil("the keyboard's focus on the board", () -> edt(() -> java.awt.KeyboardFocusManager
                .getCurrentKeyboardFocusManager().getFocusOwner() == main.boardView()));
        settle();
        System.out.println(l + " at " + percent + " %: scrolled to " + scrolled + ", after the turn at "
                + edt(() -> scroll.getViewport().getViewPosition().y));
        assertThat(edt(() -> scroll.getViewport().getViewPosition().y)).as("the panel's place after a new turn").isZero();
    }

    /** The named component is shown whole in the panel's view, not cut by its scroll pane. */
    private void wholeInSight(String name, String when) {
        javax.swing.JComponent c = (javax.swing.JComponent) window.robot().finder().findByName(main, name, false);
        java.awt.Rectangle seen = edt(c::getVisibleRect);
        System.out.println(when + ": " + name + " shows " + seen.height + " of " + edt(c::getHeight) + " px");
        assertThat(edt(c::isShowing)).as(when + ": " + name + " shows").isTrue();
        assertThat(seen.height).as(when + ": " + name + " whole in sight").isEqualTo(edt(c::getHeight));
        assertThat(seen.width).as(when + ": " + name + " whole in sight").isEqualTo(edt(c::getWidth));
    }
}
