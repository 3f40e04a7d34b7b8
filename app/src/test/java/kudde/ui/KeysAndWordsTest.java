package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.text.JTextComponent;
import kudde.engine.model.Pos;
import kudde.ui.kit.Keys;
import kudde.ui.kit.ShortcutMenuItems;
import kudde.ui.kit.Strings;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * What the window says and does around its keys: shortcuts that work as soon as a file dialog
 * closes, shortcut names and player colours in the reader's language, and a board that follows a
 * tile laid at the edge of the view.
 */
@GuiTest
class KeysAndWordsTest extends WindowTest {

    @Test
    void noTwoCommandsOfTheMenusShareAKey() {
        // Two menu items with one accelerator: Swing runs whichever it finds first, and the other
        // command is out of reach from the keyboard while its menu still names the key.
        java.util.Map<KeyStroke, java.util.List<String>> byKey = new java.util.LinkedHashMap<>();
        edt(() -> {
            javax.swing.JMenuBar bar = main.getJMenuBar();
            for (int i = 0; i < bar.getMenuCount(); i++) {
                collect(bar.getMenu(i), byKey);
            }
            return null;
        });
        assertThat(byKey).as("the menus' keys").isNotEmpty();
        assertThat(byKey.entrySet()).filteredOn(e -> e.getValue().size() > 1)
                .as("keys given to more than one command").isEmpty();
    }

    @Test
    void everyBoundKeyIsInTheF1ListWithItsWordsInBothLanguages() {
        for (java.util.Locale l : java.util.List.of(Strings.ENGLISH, Strings.DUTCH)) {
            edt(() -> {
                main.setLanguage(l);
                return null;
            });
            String list = edt(() -> KeyList.html(main.getRootPane(), main.texts()));
            java.util.List<String> faults = edt(() -> {
                java.util.List<String> out = new java.util.ArrayList<>();
                java.util.Map<KeyStroke, java.util.List<String>> menuKeys = new java.util.LinkedHashMap<>();
                javax.swing.JMenuBar bar = main.getJMenuBar();
                for (int i = 0; i < bar.getMenuCount(); i++) {
                    collect(bar.getMenu(i), menuKeys);
                }
                for (var e : menuKeys.entrySet()) {
                    String row = "<b>" + Keys.name(e.getKey(), main.texts());
                    if (!list.contains(row) && !list.contains(", " + Keys.name(e.getKey(), main.texts()))) {
                        out.add(l + ": the menu's " + Keys.name(e.getKey(), main.texts()) + " (" + e.getValue() + ") is not in the list");
                    }
                }
                bound(main.getRootPane(), l, list, out);
                return out;
            });
            assertThat(faults).isEmpty();
            assertThat(list).as("every line has its words").doesNotContain("keys.");
            // The board's keys and the menus' are there, named in the reader's language.
            assertThat(list).contains(edt(() -> Keys.name(KeyStroke.getKeyStroke("control shift L"), main.texts())))
                    .contains(edt(() -> Keys.name(KeyStroke.getKeyStroke("shift LEFT"), main.texts())))
                    .contains(edt(() -> main.texts().get("keys.rotate")));
        }
        // F1 shows this list; the keys scroll it, and Esc closes it, as a learner without a mouse expects.
        window.robot().pressAndReleaseKey(KeyEvent.VK_F1);
        org.assertj.swing.fixture.DialogFixture dialog = org.assertj.swing.finder.WindowFinder.findDialog("keys.dialog")
                .withTimeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS).using(window.robot());
        // The list, its table given the dialog's width where it is wider (its words then wrap).
        assertThat(dialog.label("keyList").text().replaceFirst("<table cellpadding=2 width=\\d+>", "<table cellpadding=2>"))
                .isEqualTo(edt(() -> KeyList.html(main.getRootPane(), main.texts())));
        javax.swing.JScrollPane scroll = dialog.scrollPane("keyList.scroll").target();
        assertThat(edt(() -> scroll.getViewport().getViewSize().height)).as("the list is longer than the dialog at 1024 x 768")
                .isGreaterThan(edt(() -> scroll.getViewport().getExtentSize().height));
        dialog.pressAndReleaseKeys(KeyEvent.VK_PAGE_DOWN);
        waitUntil("Page Down scrolls the list", () -> edt(() -> scroll.getViewport().getViewPosition().y) > 0);
        dialog.pressAndReleaseKeys(KeyEvent.VK_HOME);
        waitUntil("Home scrolls back to its top", () -> edt(() -> scroll.getViewport().getViewPosition().y) == 0);
        dialog.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        waitUntil("Esc closes the list", () -> edt(() -> !dialog.target().isShowing()));
        waitUntil("the window has the focus again", () -> edt(() -> main.isFocused()));
    }

    /** Every key bound to a part of the window (its own bindings, not the look's) that the list lacks, or that has no words. */
    private void bound(java.awt.Component c, java.util.Locale l, String list, java.util.List<String> out) {
        if (c instanceof javax.swing.JComponent j) {
            for (int when : new int[] {javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW, javax.swing.JComponent.WHEN_FOCUSED,
                javax.swing.JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT}) {
                javax.swing.InputMap in = j.getInputMap(when);
                if (in.keys() == null) {
                    continue;
                }
                for (KeyStroke k : in.keys()) {
                    if (KeyList.fromTheLook(j, in, k)) {
                        continue;
                    }
                    String name = Keys.name(k, main.texts());
                    if (KeyList.words(in.get(k), main.texts()) == null) {
                        out.add(l + ": " + name + " bound as " + in.get(k) + " in " + j.getName() + " has no words (keys.*)");
                    } else if (!list.contains("<b>" + name) && !list.contains(", " + name)) {
                        out.add(l + ": " + name + " bound as " + in.get(k) + " is not in the list");
                    }
                }
            }
        }
        if (c instanceof java.awt.Container k) {
            for (java.awt.Component child : k.getComponents()) {
                bound(child, l, list, out);
            }
        }
    }

    private static void collect(javax.swing.JMenu menu, java.util.Map<KeyStroke, java.util.List<String>> byKey) {
        for (java.awt.Component c : menu.getMenuComponents()) {
            if (c instanceof javax.swing.JMenu sub) {
                collect(sub, byKey);
            } else if (c instanceof JMenuItem item && item.getAccelerator() != null) {
                byKey.computeIfAbsent(item.getAccelerator(), k -> new java.util.ArrayList<>()).add(item.getName());
            }
        }
    }

    @Test
    void theShortcutsWorkAtOnceAfterAFileDialogCloses() {
        // Pressed where the focus is, as the user presses them (WindowTest.shortcut).
        arm("tile:base/D");
        clickCell(0, 0);
        shortcut(KeyEvent.VK_S, false);
        JFileChooserFixture save = chooser();
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText("one-tile");
        save.approve();
        awaitStatus("Saved one-tile.json");
        assertFileExists(home.resolve("one-tile.json"));

        // No click in the window first: the next shortcut undoes the tile.
        shortcut(KeyEvent.VK_Z, false);
        assertThat(scenario().board()).isEmpty();

        shortcut(KeyEvent.VK_Y, false);
        assertThat(scenario().board()).as("Ctrl+Y redoes").hasSize(1);
        shortcut(KeyEvent.VK_S, false);
        assertThat(main.getTitle()).doesNotContain("*");

        // Opened through the dialog: the panels are made again, and the keys still work at once.
        shortcut(KeyEvent.VK_O, false);
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(home.resolve("one-tile.json").toFile());
        open.approve();
        awaitStatus("Opened one-tile.json");
        assertThat(edt(() -> main.document().file().getFileName().toString())).isEqualTo("one-tile.json");
        double before = edt(() -> board().camera().scale());
        shortcut(KeyEvent.VK_EQUALS, false);
        assertThat(edt(() -> board().camera().scale())).as("Ctrl+= zooms in").isGreaterThan(before);

        ctrlShift(KeyEvent.VK_S);
        cancel(chooser());
        before = edt(() -> board().camera().scale());
        shortcut(KeyEvent.VK_MINUS, false);
        assertThat(edt(() -> board().camera().scale())).as("Ctrl+- zooms out").isLessThan(before);
    }

    @Test
    void inDutchTheMenusNameTheirKeysAndThePlayersTheirColoursInDutch() {
        window.menuItem("menu.view.language.nl").click();
        JMenuItem zoomIn = window.menuItem("menu.view.zoomIn").target();
        // FlatLaf's own items would say "Ctrl+Equals" (the JDK's English); ours ask Keys.name.
        assertThat(zoomIn.getUI()).isInstanceOf(ShortcutMenuItems.Item.class);
        // Swing makes the item's renderer, which finds the window's language through the item.
        assertThat(edt(() -> kudde.ui.kit.WindowLanguage.of(zoomIn))).isSameAs(main.language());
        assertThat(edt(() -> Keys.name(zoomIn.getAccelerator(), main.texts()))).isEqualTo("Ctrl+=");
        assertThat(edt(() -> Keys.name(KeyStroke.getKeyStroke("control shift Z"), main.texts()))).isEqualTo("Ctrl+Shift+Z");
        assertThat(edt(() -> Keys.name(KeyStroke.getKeyStroke("SPACE"), main.texts()))).isEqualTo("Spatiebalk");

        // The empty board's two players have no names: the palette calls them by their colour.
        assertThat(edt(() -> window.robot().finder().findAll(main, c -> c instanceof JLabel l && c.isShowing()
                && ("Rood".equals(l.getText()) || "Blauw".equals(l.getText()))).size())).isEqualTo(2);
        @SuppressWarnings("unchecked")
        JComboBox<String> id = (JComboBox<String>) window.comboBox("player.0.id").target();
        assertThat(edt(() -> ((JTextComponent) id.getEditor().getEditorComponent()).getText())).isEqualTo("Rood");
        assertThat(edt(() -> id.getSelectedItem())).isEqualTo("red");

        // A colour typed in Dutch is the file's id.
        window.comboBox("player.0.id").replaceText("Groen");
        if (!"green".equals(scenario().players().get(0).id())) {
            window.robot().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        }
        assertThat(scenario().players().get(0).id()).isEqualTo("green");
        assertThat(edt(() -> window.robot().finder().findAll(main, c -> c instanceof JLabel l && c.isShowing()
                && "Groen".equals(l.getText())).size())).isEqualTo(1);

        window.menuItem("menu.view.language.en").click();
        assertThat(edt(() -> main.texts().language())).isEqualTo("en");
        assertThat(edt(() -> Keys.name(KeyStroke.getKeyStroke("SPACE"), main.texts()))).isEqualTo("Space");
    }

    @Test
    void theWorkbenchsBoardInWordsFollowsALanguageSwitchAtOnce() {
        // The workbench's board, not lent to the tutor: nothing shows a step again after the switch.
        arm("tile:base/D");
        clickCell(0, 0);
        assertThat(edt(() -> board().getAccessibleContext().getAccessibleDescription()))
                .startsWith("One tile on the board, no figures.");
        window.menuItem("menu.view.language.nl").click();
        assertThat(edt(() -> board().getAccessibleContext().getAccessibleDescription()))
                .startsWith("Eén tegel op het speelveld, geen figuren.");
        assertThat(edt(() -> board().getAccessibleContext().getAccessibleName())).isEqualTo("Bord");
        window.menuItem("menu.view.language.en").click();
        assertThat(edt(() -> board().getAccessibleContext().getAccessibleDescription()))
                .startsWith("One tile on the board, no figures.");
    }

    @Test
    void aTileLaidAtTheEdgeOfTheViewBringsTheSpotsAroundItOnScreen() {
        arm("tile:base/D");
        clickCell(0, 0);
        // Zoomed out, so the view has room for a tile well inside it as well as at its edge.
        edt(() -> {
            board().zoom(0.6);
            return null;
        });
        double scale = edt(() -> board().camera().scale());
        // The last column the view shows whole, and a tile laid in it.
        int edge = edt(() -> {
            int x = 0;
            while (board().cellPoint(new Pos(x + 1, 0)).x + scale / 2 <= board().getWidth()) {
                x++;
            }
            return x;
        });
        assertThat(edt(() -> board().cellPoint(new Pos(edge + 1, 0)).x + scale / 2))
                .as("the spot beyond it is cut off").isGreaterThan(edt(() -> (double) board().getWidth()));
        clickCell(edge, 0);
        assertThat(scenario().board()).hasSize(2);

        // The spot to its right is on screen now, and the zoom is what it was.
        Point beyond = edt(() -> board().cellPoint(new Pos(edge + 1, 0)));
        assertThat(beyond.x + scale / 2).isLessThanOrEqualTo(edt(() -> (double) board().getWidth()));
        assertThat(edt(() -> board().cellPoint(new Pos(0, 0)).x - scale / 2)).as("the first tile too")
                .isGreaterThanOrEqualTo(-1.0);
        assertThat(edt(() -> board().camera().scale())).isEqualTo(scale);

        // A tile laid well inside the view moves nothing.
        Point first = edt(() -> board().cellPoint(new Pos(0, 0)));
        Pos inside = edt(() -> {
            for (int y = -3; y <= 3; y++) {
                for (int x = edge - 4; x <= edge; x++) {
                    Pos c = new Pos(x, y);
                    Point p = board().cellPoint(c);
                    boolean alone = java.util.stream.Stream.of(c, new Pos(x + 1, y), new Pos(x - 1, y),
                            new Pos(x, y + 1), new Pos(x, y - 1)).noneMatch(n -> main.document().scenario().board()
                                    .stream().anyMatch(t -> t.at().equals(n)));
                    if (alone && p.x - 1.5 * scale >= 0 && p.y - 1.5 * scale >= 0
                            && p.x + 1.5 * scale <= board().getWidth() && p.y + 1.5 * scale <= board().getHeight()) {
                        return c;
                    }
                }
            }
            throw new AssertionError("no free spot well inside the view");
        });
        clickCell(inside.x(), inside.y());
        assertThat(scenario().board()).hasSize(3);
        assertThat(edt(() -> board().cellPoint(new Pos(0, 0)))).isEqualTo(first);
    }
}
