package kudde.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JTextField;
import kudde.engine.board.Board;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.tutor.ExpectedPlaces;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WrappingButton;
import net.miginfocom.swing.MigLayout;

/**
 * The expected result's figures, one row each: kind, player, the tile's place and the part of the
 * tile, the sheep beside a shepherd; each changed, added or removed as one undoable edit. The part
 * is chosen from a list of the names that each name one part alone on the tile there at the end
 * ({@link ExpectedPlaces}): a location two parts share is invalid in the file (contract of
 * 1 December), so it cannot be written here. A place without a tile at the end is refused with a
 * message saying so.
 */
final class ExpectFigures {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;

    ExpectFigures(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
    }

    void fill(Scenario s, Expect e) {
        List<FigureSetup> figures = e.figures() == null ? List.of() : e.figures();
        Resolution r = form.doc.derived(s).resolution();
        Board end = r == null || !r.ok() ? null : r.finalBoard();
        if (end == null) {
            form.content.add(InspectorForm.wrapped(texts.get("inspector.expect.figure.noBoard")), "span 2, growx, wmin 10");
        }
        for (int i = 0; i < figures.size(); i++) {
            form.content.add(row(s, end, i, figures.get(i)), "span 2, growx, wmin 0");
        }
        JButton add = new WrappingButton(texts.get("inspector.expect.figure.add"));
        add.setName("expect.figure.add");
        add.setToolTipText(texts.get("inspector.expect.figure.add.tip"));
        add.setEnabled(end != null);
        add.addActionListener(a -> add(s, r));
        form.content.add(add, "span 2, growx 0, left");
    }

    private JPanel row(Scenario s, Board end, int i, FigureSetup f) {
        // Kind, player and Remove a line, then the place and the part, then the sheep; from 150 % text
        // on the player and the part a line of their own (side by side they were 470 px in Dutch at 200 %).
        boolean stacked = InspectorForm.stacked();
        JPanel p = new JPanel(stacked ? new MigLayout("insets 2 0 2 0, gap 3 2, wrap 2, hidemode 3", "[grow, fill][]")
                : new MigLayout("insets 2 0 2 0, gap 3 2, wrap 3, hidemode 3", "[grow, fill][grow, fill][]"));
        p.setName("expect.figure." + i);
        String across = stacked ? "span 2" : "span 3";
        p.add(new JSeparator(), across + ", growx");
        String name = "expect.figure." + i + ".";
        JComboBox<FigureKind> kind = new JComboBox<>(FigureKind.values());
        kind.setName(name + "kind");
        kind.setRenderer(InspectorForm.words(k -> texts.get("figure." + k.toLowerCase(java.util.Locale.ROOT))));
        kind.setSelectedItem(f.kind());
        JComboBox<String> player = new JComboBox<>();
        player.setName(name + "player");
        player.setRenderer(InspectorForm.words(id -> playerName(s, id)));
        for (PlayerSetup ps : s.players()) {
            player.addItem(ps.id());
        }
        if (f.player() != null && s.playerIndex(f.player()) < 0) {
            player.addItem(f.player());
        }
        player.setSelectedItem(f.player());
        // A cross, as in a player's row, where the word left the figure's kind no room (200 % text).
        JButton remove = new JButton(stacked ? "✕" : texts.get("inspector.expect.figure.remove"));
        if (stacked) {
            remove.setMargin(new java.awt.Insets(1, 4, 1, 4));
            remove.getAccessibleContext().setAccessibleName(texts.get("inspector.expect.figure.remove"));
        }
        remove.setName(name + "remove");
        remove.setToolTipText(texts.get("inspector.expect.figure.remove.tip"));
        p.add(kind, "wmin 60");
        if (!stacked) {
            p.add(player, "wmin 60");
        }
        p.add(remove);
        if (stacked) {
            p.add(player, "span 2, wmin 60");
        }

        JTextField at = new JTextField(f.at() == null ? "" : f.at().x() + ", " + f.at().y(), 5);
        at.setName(name + "at");
        at.setToolTipText(texts.get("inspector.expect.figure.at.tip"));
        JComboBox<String> on = new JComboBox<>();
        on.setName(name + "on");
        on.setToolTipText(texts.get("inspector.expect.figure.on.tip"));
        String shown = ExpectedPlaces.canonical(end, f.at(), f.on());
        if (f.kind().owned() && shown == null && f.on() != null) {
            on.addItem(f.on());  // a part the tile there does not have: check says so
        }
        for (String place : ExpectedPlaces.at(end, f.at(), f.kind())) {
            on.addItem(place);
        }
        on.setSelectedItem(shown != null ? shown : f.on());
        p.add(form.small("inspector.expect.figure.at"), (stacked ? "span 2, " : "") + "split 2, growx 0");
        p.add(at, "growx");
        p.add(on, "span 2, wmin 60");

        JTextField sheep = new JTextField(String.join(", ", f.sheep().stream().map(String::valueOf).toList()), 6);
        sheep.setName(name + "sheep");
        sheep.setToolTipText(texts.get("inspector.expect.figure.sheep.tip"));
        boolean shepherd = f.kind() == FigureKind.SHEPHERD;
        JLabel sheepLabel = form.small("inspector.expect.figure.sheep");
        sheepLabel.setVisible(shepherd);
        sheep.setVisible(shepherd);
        p.add(sheepLabel, across + ", split 2, growx 0");
        p.add(sheep, "growx");

        for (javax.swing.JComponent c : List.of(kind, at, sheep, remove)) {
            c.setEnabled(end != null);
        }
        // The dragon and the fairy stand on the tile: no player, no part.
        player.setEnabled(end != null && f.kind().owned());
        on.setEnabled(end != null && f.kind().owned());
        kind.addActionListener(a -> kind(end, s, i, (FigureKind) kind.getSelectedItem()));
        player.addActionListener(a -> change(i, g -> new FigureSetup(g.kind(), (String) player.getSelectedItem(),
                g.at(), g.on(), g.sheep())));
        on.addActionListener(a -> {
            String chosen = (String) on.getSelectedItem();
            // The part it already names (by another of its names, say field:WNW for field:WSW) is no change.
            if (chosen != null && !chosen.equals(ExpectedPlaces.canonical(end, f.at(), figures().get(i).on()))) {
                change(i, g -> new FigureSetup(g.kind(), g.player(), g.at(), chosen, g.sheep()));
            }
        });
        InspectorForm.onCommit(at, text -> place(end, i, text));
        InspectorForm.onCommit(sheep, text -> sheep(i, text));
        remove.addActionListener(a -> edit("edit.removeExpectFigure", i, null));
        return p;
    }

    /** Another kind: a follower or shepherd keeps its place where it may stand there; the dragon and fairy need none. */
    private void kind(Board end, Scenario s, int i, FigureKind k) {
        FigureSetup f = figures().get(i);
        if (k == null || k == f.kind()) {
            return;
        }
        if (!k.owned()) {
            edit("edit.expectFigure", i, new FigureSetup(k, null, f.at(), null, List.of()));
            return;
        }
        String on = ExpectedPlaces.keep(end, f.at(), k, f.on());
        if (on == null) {
            refuse(texts.format("inspector.expect.figure.noField", tileId(end, f.at()), f.at().toString()));
            return;
        }
        String who = f.player() != null ? f.player() : s.players().get(0).id();
        edit("edit.expectFigure", i, new FigureSetup(k, who, f.at(), on, k == FigureKind.SHEPHERD ? f.sheep() : List.of()));
    }

    /** The tile's place, typed: it must hold a tile at the end, and the part is named anew on that tile. */
    private void place(Board end, int i, String text) {
        FigureSetup f = figures().get(i);
        Pos at = ExpectedPlaces.parse(text);
        if (at == null) {
            refuse(texts.format("inspector.expect.figure.badAt", text.trim()));
            return;
        }
        if (!ExpectedPlaces.hasTile(end, at)) {
            refuse(texts.format("inspector.expect.figure.noTile", at.toString()));
            return;
        }
        if (!f.kind().owned()) {
            edit("edit.expectFigure", i, new FigureSetup(f.kind(), null, at, null, List.of()));
            return;
        }
        String on = ExpectedPlaces.keep(end, at, f.kind(), f.on());
        if (on == null) {
            refuse(texts.format("inspector.expect.figure.noField", tileId(end, at), at.toString()));
            return;
        }
        edit("edit.expectFigure", i, new FigureSetup(f.kind(), f.player(), at, on, f.sheep()));
        if (!on.equals(ExpectedPlaces.canonical(end, at, f.on()))) {
            // The name it had names another part there, or none, or two (hs/02 city:N): say which part it has now.
            form.status.accept(texts.format("inspector.expect.figure.renamed", String.valueOf(f.on()), tileId(end, at),
                    at.toString(), on));
        }
    }

    private void sheep(int i, String text) {
        List<Integer> values = ExpectedPlaces.parseSheep(text);
        if (values == null) {
            refuse(texts.get("inspector.expect.figure.badSheep"));
            return;
        }
        change(i, g -> new FigureSetup(g.kind(), g.player(), g.at(), g.on(), values));
    }

    /** A new row: a follower of the first player on the last tile laid (where a lesson's turn ends). */
    private void add(Scenario s, Resolution r) {
        if (r == null || !r.ok() || r.placements().isEmpty() || s.players().isEmpty()) {
            refuse(texts.get("inspector.expect.figure.noTiles"));
            return;
        }
        Pos at = r.placements().get(r.placements().size() - 1).at();
        String on = ExpectedPlaces.keep(r.finalBoard(), at, FigureKind.FOLLOWER, null);
        edit("edit.addExpectFigure", figures().size(), FigureSetup.follower(s.players().get(0).id(), at, on));
    }

    private void change(int i, UnaryOperator<FigureSetup> how) {
        FigureSetup f = figures().get(i);
        FigureSetup g = how.apply(f);
        if (!g.equals(f)) {
            edit("edit.expectFigure", i, g);
        }
    }

    /** Sets figure {@code i} ({@code i} = size: adds it; null: removes it) as one edit, and fills the form again. */
    private void edit(String key, int i, FigureSetup f) {
        form.apply(Edit.ofGame(key, s -> {
            Expect e = s.expect();
            List<FigureSetup> list = new ArrayList<>(e == null || e.figures() == null ? List.of() : e.figures());
            if (f == null) {
                list.remove(i);
            } else if (i == list.size()) {
                list.add(f);
            } else {
                list.set(i, f);
            }
            return s.withExpect(e == null ? new Expect(null, list, null, null)
                    : new Expect(e.scores(), list, e.bag(), e.rules()));
        }));
        form.rebuild();
    }

    private List<FigureSetup> figures() {
        Expect e = form.doc.scenario().expect();
        return e == null || e.figures() == null ? List.of() : e.figures();
    }

    /** A refused input: said in the status bar, and the form shows the figure as it was. */
    private void refuse(String why) {
        form.status.accept(why);
        form.rebuild();
    }

    private static String tileId(Board end, Pos at) {
        int t = end == null || at == null ? -1 : end.tileAt(at.x(), at.y());
        return t < 0 ? "?" : end.tile(t).type().id();
    }

    private static String playerName(Scenario s, String id) {
        int i = s.playerIndex(id);
        PlayerSetup p = i < 0 ? null : s.players().get(i);
        return p == null || p.name() == null || p.name().isBlank() ? id : p.name();
    }
}
