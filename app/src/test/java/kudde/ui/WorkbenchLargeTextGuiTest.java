package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * The workbench with the text at 200 % (View ▸ Text size), asked for at 1280 × 800 (Caciocavallo's
 * screen gives it 1024 wide), in English and Dutch: the palette and the problems panel show every
 * text whole (LearnWindowGuiTest's cut: narrower or lower than asked, or out of view), and the board
 * keeps its least width; the tutor and the dock tabs; the inspector, every part of it inside the dock.
 */
@GuiTest
class WorkbenchLargeTextGuiTest extends WindowTest {

    /** The look's font as a real window gets it under Xvfb: 14 px, not the other window tests' 13 (docs/testing.md). */
    @Override
    protected Options options() {
        return super.options().withFontSize(14);
    }

    @Test
    void thePaletteAndTheProblemsAreWholeAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            window.robot().waitForIdle();
            settle();
            assertThat(settings.textSize()).isEqualTo(200);
            Component palette = window.panel("palette").target();
            Container paletteScroll = edt(() -> SwingUtilities.getAncestorOfClass(JScrollPane.class, palette));
            out.addAll(edt(() -> LearnWindowGuiTest.cut(paletteScroll, l + " palette ")));
            out.addAll(edt(() -> overlapping((Container) palette, l + " palette ")));
            edt(() -> {
                main.docks().show(main.problems());
                return null;
            });
            settle();
            out.addAll(edt(() -> LearnWindowGuiTest.cut(main.problems(), l + " problems ")));
            int board = edt(() -> main.boardView().getWidth());
            System.out.println(l + ": the board " + board + " px wide, the palette " + edt(paletteScroll::getWidth)
                    + ", the window " + edt(main::getWidth));
            assertThat(board).as(l + ": the board's width").isGreaterThanOrEqualTo(
                    edt(() -> main.boardView().getMinimumSize().width));
        }
        assertThat(out).as("texts cut at 200 %").isEmpty();
    }

    /**
     * The side of the workbench at 200 % in English and Dutch: the dock right of the board lies inside
     * the window and is as wide as the tutor needs (the palette and then the board give way, down to
     * their least widths), the tutor's buttons, position and scores are whole, and each dock shows its
     * tabs in one row (in rows of their own they took the bottom dock's whole height).
     */
    @Test
    void theTutorAndTheTabsAreWholeAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            edt(() -> {
                main.docks().show(main.tutor().tutor());
                return null;
            });
            window.robot().waitForIdle();
            JTabbedPane right = edt(() -> main.docks().pane(kudde.ui.kit.Docks.Side.RIGHT));
            JTabbedPane bottom = edt(() -> main.docks().pane(kudde.ui.kit.Docks.Side.BOTTOM));
            Component tutor = edt(() -> main.tutor().tutor());
            // The splits are fitted once the window has its size and the tutor its words.
            waitUntil(l + ": the tutor shows", () -> edt(tutor::isShowing));
            settle();
            int inside = edt(() -> main.getContentPane().getWidth());
            int rightEdge = edt(() -> SwingUtilities.convertPoint(right, right.getWidth(), 0, main.getContentPane()).x);
            assertThat(rightEdge).as(l + ": the right dock's right edge inside the window").isLessThanOrEqualTo(inside);
            out.addAll(edt(() -> LearnWindowGuiTest.cut((Container) tutor, l + " tutor ")));
            assertThat(edt(right::getTabRunCount)).as(l + ": the right dock's rows of tabs").isEqualTo(1);
            assertThat(edt(bottom::getTabRunCount)).as(l + ": the bottom dock's rows of tabs").isEqualTo(1);
            assertThat(edt(() -> main.boardView().getWidth())).as(l + ": the board's width")
                    .isGreaterThanOrEqualTo(edt(() -> main.boardView().getMinimumSize().width));
        }
        assertThat(out).as("texts cut at 200 %").isEmpty();
    }

    /**
     * The tutor's scores in the dock right of the board at 200 %, in English and Dutch, on a lesson
     * where three shepherds share a field (the longest shepherd lines): the four columns do not fit
     * there, so each player is a card, one under another; the table never scrolls sideways (at 200 %
     * it needed 512 px of 483 and did), every card is whole (as wide as its name and its longest word,
     * as high as its wrapped lines), and at least one card shows whole (in a short dock the others are a
     * scroll away: three cards once showed 116 px, none whole). At 100 % the same dock shows the four
     * columns with their headers.
     */
    @Test
    void theScoresReadDownwardsAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        edt(() -> {
            main.learnLesson("fields/05-three-shepherds-one-field.json");
            return null;
        });
        waitUntil("the lesson is resolved", () -> edt(() -> main.tutor().tutor().timeline() != null
                && !main.tutor().resolving()));
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            edt(() -> {
                main.tutor().tutor().setQuizMode(false);
                main.tutor().tutor().timeline().select(main.tutor().tutor().timeline().size() - 1);
                main.docks().show(main.tutor().tutor());
                return null;
            });
            window.robot().waitForIdle();
            waitUntil(l + ": the tutor shows", () -> edt(() -> main.tutor().tutor().isShowing()));
            settle();
            javax.swing.JTable table = window.table("scores").target();
            JScrollPane scroll = edt(() -> (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, table));
            System.out.println(l + " at 200 %: the scores' view " + edt(() -> scroll.getViewport().getSize())
                    + ", the table " + edt(table::getSize) + ", " + edt(table::getColumnCount) + " column(s)");
            if (edt(() -> scroll.getHorizontalScrollBar().isShowing())) {
                out.add(l + ": the scores scroll sideways");
            }
            if (edt(table::getColumnCount) != 1 || edt(() -> table.getTableHeader().isShowing())) {
                out.add(l + ": the scores are not cards in a dock of " + edt(scroll::getWidth) + " px");
            }
            out.addAll(edt(() -> LearnWindowGuiTest.cut(scroll, l + " scores ")));
            out.addAll(edt(() -> cardsCut(table, l + " scores ")));
            int steps = edt(() -> ((JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                    window.list("steps").target())).getHeight());
            int view = edt(() -> scroll.getViewport().getHeight());
            int rows = edt(() -> table.getPreferredSize().height);
            System.out.println(l + " at 200 %: the steps " + steps + " px high, the scores' view " + view + " of " + rows);
            int tallest = edt(() -> {
                int h = 0;
                for (int r = 0; r < table.getRowCount(); r++) {
                    h = Math.max(h, table.getRowHeight(r));
                }
                return h;
            });
            if (view < Math.min(rows, tallest)) {
                out.add(l + ": the scores show " + view + " px, not one whole card of " + tallest);
            }
        }
        textSize("100");
        javax.swing.JTable table = window.table("scores").target();
        assertThat(edt(table::getColumnCount)).as("the scores' columns at 100 %").isEqualTo(4);
        assertThat(edt(() -> table.getTableHeader().isShowing())).as("the scores' header at 100 %").isTrue();
        assertThat(out).as("the scores at 200 %").isEmpty();
    }

    /**
     * The status line at 200 % in English and Dutch after a lesson with a long file name is opened:
     * the message wraps onto more lines rather than being cut, and each line begins after a space, or
     * after a hyphen or a full stop between the parts of a name, never inside a word
     * ("05-three-shepherds-one-fiel" over "d.json geopend" at 200 % in the 1024 px window), and the
     * message is as high as its lines.
     */
    @Test
    void theStatusLineBreaksBetweenWordsAt200PerCentInEitherLanguage() throws java.io.IOException {
        java.nio.file.Path file = home.resolve("05-three-shepherds-one-field.json");
        try (java.io.InputStream in = getClass().getResourceAsStream("/scenarios/fields/05-three-shepherds-one-field.json")) {
            java.nio.file.Files.copy(in, file);
        }
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            edt(() -> {
                main.files().openPath(file);
                return null;
            });
            String opened = Strings.in(l).format("status.opened", file.getFileName().toString());
            waitUntil(l + ": the status line says the file is open", () -> edt(() -> opened.equals(main.statusBar().message())));
            settle();
            javax.swing.text.JTextComponent message = window.textBox("status.message").target();
            List<Integer> starts = edt(() -> lineStarts(message));
            System.out.println(l + ": the status line's message " + edt(message::getSize) + ", lines starting at " + starts
                    + " of \"" + opened + "\"");
            for (int start : starts) {
                char before = opened.charAt(start - 1);
                if (" -./".indexOf(before) < 0) {
                    out.add(l + ": a line starts inside a word: \"" + opened.substring(0, start) + "\" / \""
                            + opened.substring(start) + "\"");
                }
            }
            if (starts.isEmpty()) {
                out.add(l + ": the message is on one line, " + edt(message::getWidth) + " px wide; the test needs it to wrap");
            }
            out.addAll(edt(() -> LearnWindowGuiTest.cut(main.statusBar(), l + " status ")));
        }
        assertThat(out).as("the status line at 200 %").isEmpty();
    }

    /** Where each line but the first of {@code text}'s wrapped text begins, as offsets into it. */
    private static List<Integer> lineStarts(javax.swing.text.JTextComponent text) {
        List<Integer> out = new ArrayList<>();
        try {
            int length = text.getDocument().getLength();
            double y = text.modelToView2D(0).getY();
            for (int i = 1; i < length; i++) {
                double next = text.modelToView2D(i).getY();
                if (next > y) {
                    out.add(i);
                    y = next;
                }
            }
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /**
     * The tab in front of the dock under the board says its title whole at 200 and 150 % in English
     * and Dutch: the rules comparison's, where the dock is too narrow for "Regels vergelijken" beside
     * the row's arrows, says its brief title ("Regels", "Rules"; the look cut it to "Regels ver…", as
     * under Xvfb at 200 % in a 1024 × 768 window), with the whole one as its tooltip; at 100 % the
     * whole title again. (At 200 % the row had 88 px, too few for either, while the palette took
     * its whole preferred width.)
     */
    @Test
    void theTabInFrontSaysItsTitleWholeAt150And200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            for (String size : List.of("200", "150")) {
                textSize(size);
                JTabbedPane bottom = edt(() -> main.docks().pane(kudde.ui.kit.Docks.Side.BOTTOM));
                edt(() -> {
                    bottom.setSelectedComponent(SwingUtilities.getAncestorOfClass(kudde.ui.kit.Deferred.class, main.tutor().diff()));
                    return null;
                });
                window.robot().waitForIdle();
                settle();
                String whole = Strings.in(l).get("dock.compare");
                String title = edt(() -> bottom.getTitleAt(bottom.getSelectedIndex()));
                // The row of tabs shows through a viewport beside its arrows: a tab wider than that is cut.
                int has = edt(() -> {
                    for (Component c : bottom.getComponents()) {
                        if (c instanceof javax.swing.JViewport vp) {
                            return vp.getWidth();
                        }
                    }
                    return bottom.getWidth();
                });
                int needs = edt(() -> bottom.getFontMetrics(bottom.getFont()).stringWidth(title)
                        + com.formdev.flatlaf.util.UIScale.scale(javax.swing.UIManager.getInsets("TabbedPane.tabInsets").left
                        + javax.swing.UIManager.getInsets("TabbedPane.tabInsets").right));
                int dock = edt(bottom::getWidth);
                System.out.println(l + " at " + size + " %: the tab in front says \"" + title + "\" (" + needs + " px) in a row of "
                        + has + " px, a dock of " + dock);
                if (has < needs) {
                    out.add(l + " at " + size + " %: the tab in front says \"" + title + "\" in " + has + " px of " + needs);
                }
                if (!title.equals(whole) && !whole.equals(edt(() -> bottom.getToolTipTextAt(bottom.getSelectedIndex())))) {
                    out.add(l + ": the tab says \"" + title + "\" without \"" + whole + "\" as its tooltip");
                }
            }
        }
        textSize("100");
        JTabbedPane bottom = edt(() -> main.docks().pane(kudde.ui.kit.Docks.Side.BOTTOM));
        assertThat(edt(() -> bottom.getTitleAt(bottom.getSelectedIndex()))).as("the tab's title at 100 %")
                .isEqualTo(Strings.in(Strings.DUTCH).get("dock.compare"));
        assertThat(out).as("the tab in front at 150 and 200 %").isEmpty();
    }

    /** The rows of {@code table} lower than their cell needs, its cells' text wrapped at their width. */
    private static List<String> cardsCut(javax.swing.JTable table, String where) {
        List<String> out = new ArrayList<>();
        for (int row = 0; row < table.getRowCount(); row++) {
            Component r = table.prepareRenderer(table.getCellRenderer(row, 0), row, 0);
            if (r.getPreferredSize().height > table.getRowHeight(row) + 1) {
                out.add(where + "row " + row + " \"" + table.getValueAt(row, 0) + "\" is " + table.getRowHeight(row)
                        + " high of " + r.getPreferredSize().height);
            }
        }
        return out;
    }

    /**
     * The inspector at 200 % in English and Dutch, on a lesson whose expected result has scores,
     * figures, the bag and rules: each label over its field, every text whole (labels, check boxes,
     * buttons, the closed lists, which say a choice's brief words where the whole ones do not fit),
     * and nothing reaching past the dock's right edge (the bag's counts two a line).
     */
    /**
     * The text made 200 % from the menu in a workbench made at 100 %: the palette takes no more than
     * a quarter of the window beyond its least width, and the board, shown whole before, is shown
     * whole in the room it has left. The palette took its whole preferred width (444 px of 1,280,
     * the board 180), and the board kept its top left corner where it was and cut the tiles east.
     */
    @Test
    void theBoardKeepsItsRoomAndItsTilesWholeWhenTheTextGrowsFromTheMenu() {
        edt(() -> {
            main.files().openLesson("fields/05-three-shepherds-one-field.json");
            main.setLearning(false);
            return null;
        });
        window.resizeTo(new Dimension(1280, 800));
        settle();
        int before = edt(() -> main.boardView().getWidth());
        textSize("200");
        Component palette = window.panel("palette").target();
        Container paletteScroll = edt(() -> SwingUtilities.getAncestorOfClass(JScrollPane.class, palette));
        int width = edt(paletteScroll::getWidth);
        int least = edt(() -> paletteScroll.getMinimumSize().width);
        int windowWidth = edt(main::getWidth);
        int board = edt(() -> main.boardView().getWidth());
        System.out.println("the palette " + width + " px (least " + least + "), the board " + before + " px at 100 %, "
                + board + " at 200 %, the window " + windowWidth);
        assertThat(width).as("the palette's width at 200 %").isLessThanOrEqualTo(Math.max(least, windowWidth / 4) + 1);
        assertThat(edt(() -> tilesOutOfView(main))).as("tiles out of the board's view at 200 %").isEmpty();
    }

    /** The tiles of {@code w}'s board drawn past an edge of the board's view (event thread). */
    static List<String> tilesOutOfView(MainWindow w) {
        List<String> cut = new ArrayList<>();
        kudde.ui.board.BoardView v = w.boardView();
        for (kudde.engine.model.TilePlacement t : w.document().scenario().board()) {
            java.awt.Point a = v.toScreen(t.at().x(), t.at().y());
            java.awt.Point b = v.toScreen(t.at().x() + 1, t.at().y() + 1);
            if (a.x < 0 || a.y < 0 || b.x > v.getWidth() || b.y > v.getHeight()) {
                cut.add(t.at() + " at " + a.x + "," + a.y + " to " + b.x + "," + b.y + " in " + v.getWidth() + " × " + v.getHeight());
            }
        }
        return cut;
    }

    @Test
    void theInspectorIsWholeAt200PerCentInEitherLanguage() {
        edt(() -> {
            main.files().openLesson("shepherds/03-grow-the-flock.json");
            return null;
        });
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchAt200(l);
            edt(() -> {
                main.docks().show(main.inspector());
                return null;
            });
            waitUntil(l + ": the inspector's rules show", () -> edt(() -> window.comboBox("rules.hillTiebreak").target().isShowing()));
            settle();
            JScrollPane scroll = edt(() -> (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                    window.comboBox("rules.hillTiebreak").target()));
            out.addAll(edt(() -> LearnWindowGuiTest.cut(scroll.getViewport(), l + " inspector ")));
            out.addAll(edt(() -> pastTheRight((Container) scroll.getViewport().getView(), scroll.getViewport().getWidth(), l + " inspector ")));
            List<String> said = new ArrayList<>();
            for (javax.swing.JComboBox<?> box : edt(() -> lists((Container) scroll.getViewport().getView()))) {
                String shown = edt(() -> closedText(box));
                said.add(shown);
                int room = edt(() -> roomIn(box));
                int needs = edt(() -> box.getFontMetrics(box.getFont()).stringWidth(shown));
                if (needs > room) {
                    out.add(l + " inspector " + box.getName() + " says \"" + shown + "\" in " + needs + " px of " + room);
                }
            }
            // A list typed into (a player's colour) shows its words in its field: all of them.
            for (javax.swing.JTextField field : edt(() -> typedLists((Container) scroll.getViewport().getView()))) {
                String text = edt(field::getText);
                int room = edt(() -> field.getWidth() - field.getInsets().left - field.getInsets().right);
                int needs = edt(() -> field.getFontMetrics(field.getFont()).stringWidth(text));
                if (needs > room) {
                    out.add(l + " inspector " + field.getName() + " shows \"" + text + "\" in " + room + " px of " + needs);
                }
            }
            System.out.println(l + ": the closed lists say " + said);
            assertThat(said).as(l + ": what the closed lists say").hasSizeGreaterThanOrEqualTo(10).doesNotContain("");
        }
        assertThat(out).as("the inspector cut at 200 %").isEmpty();
    }

    /** The showing lists under {@code c} that are not typed into (a player's colour is). */
    private static List<javax.swing.JComboBox<?>> lists(Container c) {
        List<javax.swing.JComboBox<?>> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof javax.swing.JComboBox<?> box && box.isShowing() && !box.isEditable()) {
                out.add(box);
            } else if (k instanceof Container kc) {
                out.addAll(lists(kc));
            }
        }
        return out;
    }

    /** The fields of the showing lists under {@code c} that are typed into. */
    private static List<javax.swing.JTextField> typedLists(Container c) {
        List<javax.swing.JTextField> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof javax.swing.JComboBox<?> box && box.isShowing() && box.isEditable()
                    && box.getEditor().getEditorComponent() instanceof javax.swing.JTextField f) {
                out.add(f);
            } else if (k instanceof Container kc) {
                out.addAll(typedLists(kc));
            }
        }
        return out;
    }

    /** What {@code box}'s closed box says: its renderer's words for the chosen item. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static String closedText(javax.swing.JComboBox box) {
        Component c = box.getRenderer().getListCellRendererComponent(new javax.swing.JList(), box.getSelectedItem(), -1,
                false, false);
        return ((javax.swing.JLabel) c).getText();
    }

    /** The width left of {@code box}'s arrow, inside its border and the look's padding. */
    private static int roomIn(javax.swing.JComboBox<?> box) {
        int arrow = box.getWidth();
        for (Component c : box.getComponents()) {
            if (c instanceof javax.swing.JButton) {
                arrow = c.getX();
            }
        }
        java.awt.Insets pad = javax.swing.UIManager.getInsets("ComboBox.padding");
        return arrow - box.getInsets().left - com.formdev.flatlaf.util.UIScale.scale(pad.left + pad.right);
    }

    /** The showing components under {@code panel} whose right edge lies past the panel's. */
    private static List<String> pastTheEdge(Container panel, String where) {
        List<String> out = new ArrayList<>();
        for (Component k : panel.getComponents()) {
            int right = k.getX() + k.getWidth();
            if (k.isShowing() && right > panel.getWidth() + 1) {
                out.add(where + (k.getName() == null ? k.getClass().getSimpleName() : k.getName()) + " ends at " + right
                        + " of " + panel.getWidth() + " px");
            }
        }
        return out;
    }

    /** The showing components under {@code c} whose right edge lies past {@code width} (the view's visible width). */
    private static List<String> pastTheRight(Container c, int width, String where) {
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (!k.isShowing()) {
                continue;
            }
            java.awt.Point inView = SwingUtilities.convertPoint(k, k.getWidth(), 0, SwingUtilities.getAncestorOfClass(
                    javax.swing.JViewport.class, k));
            if (inView.x > width + 1) {
                out.add(where + (k.getName() == null ? k.getClass().getSimpleName() : k.getName()) + " ends at " + inView.x
                        + " of " + width + " px");
            } else if (k instanceof Container kc) {
                out.addAll(pastTheRight(kc, width, where));
            }
        }
        return out;
    }

    /**
     * The workbench in language {@code l} with the text at 200 %, chosen with the menu item's own
     * click (in the test window the submenu did not open a second time, docs/accessibility.md), asked
     * for at 1280 × 800.
     */
    private void workbenchAt200(Locale l) {
        AbstractButton item = window.menuItem("menu.view.textSize.200").target();
        edt(() -> {
            main.setLearning(false);
            main.setLanguage(l);
            // The text size after the language: the palette is fitted again for the size alone.
            item.doClick();
            return null;
        });
        window.resizeTo(new Dimension(1280, 800));
    }

    /**
     * The rules comparison, made at 100 %, then the text at 200 %: its turn and change columns are as
     * wide as their headings at the new size (they kept the width they were made at), in English and
     * Dutch.
     */
    @Test
    void theRulesComparisonsColumnsFollowTheTextSize() {
        List<String> out = new ArrayList<>();
        // A lesson with steps: the comparison's table shows once there is a resolution.
        edt(() -> {
            main.learnLesson("base/06-the-majority-takes-all.json");
            return null;
        });
        waitUntil("the lesson is resolved", () -> edt(() -> main.tutor().tutor().timeline() != null
                && !main.tutor().resolving()));
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            AbstractButton normal = window.menuItem("menu.view.textSize.100").target();
            AbstractButton large = window.menuItem("menu.view.textSize.200").target();
            edt(() -> {
                main.setLearning(false);
                normal.doClick();
                main.setLanguage(l);
                // The dock holds the panel's place-holder, which makes it when first shown.
                JTabbedPane bottom = main.docks().pane(kudde.ui.kit.Docks.Side.BOTTOM);
                bottom.setSelectedComponent(SwingUtilities.getAncestorOfClass(kudde.ui.kit.Deferred.class, main.tutor().diff()));
                return null;
            });
            settle();
            waitUntil("the comparison's table shows", () -> edt(() -> !window.robot().finder()
                    .findAll(main, c -> "diffTable".equals(c.getName()) && c.isShowing()).isEmpty()));
            javax.swing.JTable table = window.table("diffTable").target();
            int before = edt(() -> table.getColumnModel().getColumn(0).getWidth());
            edt(() -> {
                large.doClick();
                return null;
            });
            window.robot().waitForIdle();
            settle();
            assertThat(settings.textSize()).isEqualTo(200);
            for (int c : new int[] {0, 3}) {
                int col = c;
                int[] widths = edt(() -> {
                    javax.swing.table.TableColumn column = table.getColumnModel().getColumn(col);
                    int need = table.getTableHeader().getDefaultRenderer().getTableCellRendererComponent(table,
                            column.getHeaderValue(), false, false, -1, col).getPreferredSize().width;
                    return new int[] {column.getWidth(), need};
                });
                if (widths[0] < widths[1]) {
                    out.add(l + " column " + c + ": " + widths[0] + " px of " + widths[1]);
                }
            }
            // The panel itself at 150 and 200 % in the test window (330 and 280 px wide): every text
            // whole, nothing past its right edge, its lists' words inside their boxes (they said "This
            // lesson's rul…" and "De regels va…"; at 200 % the palette took so much of the window
            // that the lists' boxes had 83 px, too few for any words, docs/accessibility.md).
            for (String size : List.of("150", "200")) {
                textSize(size);
                Container panel = edt(() -> main.tutor().diff());
                String where = l + " comparison at " + size + " % ";
                System.out.println(where + "is " + edt(panel::getWidth) + " px wide");
                out.addAll(edt(() -> LearnWindowGuiTest.cut(panel, where)));
                out.addAll(edt(() -> pastTheEdge(panel, where)));
                for (javax.swing.JComboBox<?> box : edt(() -> lists(panel))) {
                    String shown = edt(() -> closedText(box));
                    int room = edt(() -> roomIn(box));
                    int needs = edt(() -> box.getFontMetrics(box.getFont()).stringWidth(shown));
                    System.out.println(where + box.getName() + " says \"" + shown + "\"");
                    if (needs > room) {
                        out.add(where + box.getName() + " says \"" + shown + "\" in " + needs + " px of " + room);
                    }
                }
            }
            System.out.println(l + ": the turn column " + before + " px at 100 %, "
                    + edt(() -> table.getColumnModel().getColumn(0).getWidth()) + " at 200 %");
        }
        assertThat(out).as("the comparison cut at 150 or 200 %").isEmpty();
    }

    /** The showing buttons of {@code c} and below that lie over one another (each whole, yet one hides part of the other). */
    private static List<String> overlapping(Container c, String where) {
        List<Component> buttons = new ArrayList<>();
        collect(c, buttons);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < buttons.size(); i++) {
            for (int j = i + 1; j < buttons.size(); j++) {
                java.awt.Rectangle a = SwingUtilities.convertRectangle(buttons.get(i).getParent(), buttons.get(i).getBounds(), c);
                java.awt.Rectangle b = SwingUtilities.convertRectangle(buttons.get(j).getParent(), buttons.get(j).getBounds(), c);
                if (a.intersects(b)) {
                    out.add(where + buttons.get(i).getName() + " lies over " + buttons.get(j).getName());
                }
            }
        }
        return out;
    }

    private static void collect(Container c, List<Component> out) {
        for (Component k : c.getComponents()) {
            if (k instanceof AbstractButton && k.isShowing()) {
                out.add(k);
            } else if (k instanceof Container kc) {
                collect(kc, out);
            }
        }
    }
}
