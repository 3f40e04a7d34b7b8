package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.ui.doc.Edits;
import org.junit.jupiter.api.Test;

/**
 * The inspector is filled again only when something it shows changes: placing a tile keeps its
 * fields (and what the user is typing in them); a player's new score or a sheep token on the
 * board shows at once.
 */
@GuiTest
class InspectorRebuildTest extends WindowTest {

    private Component titleField() {
        return window.textBox("title.en").target();
    }

    @Test
    void aTileLeavesTheFormAloneAPlayerOrATokenFillsItAgain() {
        arm("tile:base/D");
        clickCell(0, 0);
        Component before = titleField();
        arm("tile:base/U");
        clickCell(1, 0);
        assertThat(scenario().board()).hasSize(2);
        assertThat(titleField()).as("a tile changes nothing the inspector shows").isSameAs(before);

        edt(() -> {
            PlayerSetup red = main.document().scenario().players().get(0);
            main.document().apply(Edits.setPlayer(0, new PlayerSetup(red.id(), red.name(), 7, red.followers())));
            return null;
        });
        assertThat(titleField()).as("a new score fills the form again").isNotSameAs(before);
        window.spinner("player.0.score").requireValue(7);

        Component afterScore = titleField();
        edt(() -> {
            main.document().apply(Edits.addFigure(FigureSetup.shepherd("red", new Pos(1, 0), "field:SSE", java.util.List.of(4))));
            return null;
        });
        assertThat(titleField()).as("a token on the board changes what is in the bag").isNotSameAs(afterScore);
    }

    /**
     * A title typed in the inspector, then the file saved: the field and its focus stay, and the
     * teacher types on. (The form was filled again on saving, since it still counted the title as
     * changed, and the field being typed in went with its focus.)
     */
    @Test
    void whatTheAuthorTypedThereStaysWhenTheFileIsSaved() {
        visible("title.en");
        window.textBox("title.en").deleteText().enterText("De weg").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        assertThat(docLesson().title()).containsEntry("en", "De weg");
        Component typedIn = titleField();
        edt(() -> {
            main.document().markSaved(home.resolve("weg.json"));
            return null;
        });
        window.robot().waitForIdle();
        assertThat(titleField()).as("the field typed in, after the save").isSameAs(typedIn);
        assertThat(edt(typedIn::isFocusOwner)).as("its focus").isTrue();
    }
}
