package kudde.ui.tutor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.ListCellRenderer;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.IllegalTurn;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.tutor.Composer;
import kudde.tutor.Timeline;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * Plays the next turn from the shown step: the player, the tile, where it goes (only places where
 * it fits, B1), the figure (only what the rules allow there, B2, S1, S3, S12), the tending choice when
 * one is due (S4, S5), the dragon's path; or ends the game. The turn is appended (replacing later
 * turns) and resolved at once; a turn the engine refuses is shown with its reason and not played.
 */
public final class ComposerPanel extends JPanel {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final Consumer<Composer.Played> apply;
    private final JLabel title = new JLabel();
    private final JLabel playerLabel = new JLabel();
    private final JLabel tileLabel = new JLabel();
    private final JLabel atLabel = new JLabel();
    private final JLabel figureLabel = new JLabel();
    private final JLabel flockLabel = new JLabel();
    private final JLabel dragonLabel = new JLabel();
    private final JComboBox<String> player = new JComboBox<>();
    private final JComboBox<TileType> tile = new JComboBox<>();
    private final JComboBox<TileMove> place = new JComboBox<>();
    private final JComboBox<FigureMove> figure = new JComboBox<>();
    private final JComboBox<Turn.Flock> flock = new JComboBox<>();
    private final JTextField dragon = new JTextField(10);
    private final JButton play = new JButton();
    private final JButton end = new JButton();
    private final Paragraph message = new Paragraph("composerMessage");
    private final Paragraph hint = new Paragraph("composerHint");
    private Composer composer;
    private FigureMoves.Options options;
    private boolean filling;

    /**
     * @param apply takes a played turn: the scenario with it, already resolved (the main window makes
     *              it an edit of the document, so it can be undone)
     */
    public ComposerPanel(TutorView view, Consumer<Composer.Played> apply) {
        super(new MigLayout("insets 6, hidemode 3", "[][fill][][fill][][grow,fill]"));
        this.view = view;
        this.apply = apply;
        setName("composer");
        player.setName("composerPlayer");
        tile.setName("composerTile");
        place.setName("composerPlace");
        figure.setName("composerFigure");
        flock.setName("composerFlock");
        dragon.setName("composerDragon");
        play.setName("composerPlay");
        end.setName("composerEnd");
        title.putClientProperty("FlatLaf.styleClass", "h4");
        tile.setRenderer(renderer(t -> t.id()));
        place.setRenderer(renderer(m -> view.texts().format("composer.placement", m.at().toString(), m.rotation())));
        figure.setRenderer(renderer(this::figureText));
        flock.setRenderer(renderer(f -> view.texts().get("composer.flock." + f.word())));
        player.setRenderer(renderer(this::playerName));
        player.addActionListener(e -> userChanged(false));
        tile.addActionListener(e -> userChanged(true));
        place.addActionListener(e -> userChanged(false));
        figure.addActionListener(e -> {
            if (!filling) {
                relabel();
            }
        });
        play.addActionListener(e -> playTurn());
        end.addActionListener(e -> submit(new Turn.EndGame()));
        add(title, "span, split 2, wmin 10");
        add(message, "gapleft 12, growx, wmin 10, wrap");
        add(playerLabel);
        add(player, "wmin 90");
        add(tileLabel, "gapleft 12");
        add(tile, "wmin 90");
        add(atLabel, "gapleft 12");
        add(place, "wmin 140, wrap");
        add(figureLabel);
        add(figure, "span 3, wmin 160");
        add(flockLabel, "gapleft 12");
        add(flock, "split 3");
        add(dragonLabel, "gapleft 12");
        add(dragon);
        add(play, "newline, span, split 3, growx 0");
        add(end, "growx 0");
        add(hint, "newline, span, growx, wmin 10");
        // Each list named by its label, for a screen reader (docs/accessibility.md).
        playerLabel.setLabelFor(player);
        tileLabel.setLabelFor(tile);
        atLabel.setLabelFor(place);
        figureLabel.setLabelFor(figure);
        flockLabel.setLabelFor(flock);
        dragonLabel.setLabelFor(dragon);
        for (TileType t : Catalogue.standard().all()) {
            tile.addItem(t);
        }
        view.addChangeListener(this::follow);
        follow();
    }

    private <T> ListCellRenderer<T> renderer(java.util.function.Function<T, String> text) {
        DefaultListCellRenderer base = new DefaultListCellRenderer();
        return (JList<? extends T> list, T value, int index, boolean selected, boolean focus) ->
                base.getListCellRendererComponent(list, value == null ? "" : text.apply(value), index, selected, focus);
    }

    private String playerName(String id) {
        if (composer == null) {
            return id;
        }
        return view.texts().explain().name(composer.scenario().players().get(composer.scenario().playerIndex(id)));
    }

    private String figureText(FigureMove m) {
        if (m == null || m.kind() == null) {
            return view.texts().get("composer.figure.none");
        }
        TutorTexts tx = view.texts();
        return tx.format("composer.figureOn", tx.get("composer.figure." + m.kind().word()),
                tx.explain().term("role." + m.feature().word()), m.on());
    }

    /** The timeline moved or another scenario opened: plan the turn after the shown step. */
    private void follow() {
        Timeline t = view.timeline();
        Composer next = t == null ? null : Composer.at(t);
        boolean same = next != null && composer != null && next.turnIndex() == composer.turnIndex()
                && next.scenario().equals(composer.scenario());
        composer = next;
        if (!same) {
            fill();
        }
        relabel();
    }

    private void fill() {
        filling = true;
        try {
            player.removeAllItems();
            if (composer != null) {
                for (PlayerSetup p : composer.scenario().players()) {
                    player.addItem(p.id());
                }
                player.setSelectedItem(composer.nextPlayer());
            }
        } finally {
            filling = false;
        }
        changed(true);
    }

    private void userChanged(boolean tileChanged) {
        if (!filling) {
            lastWasMessage = false;
            changed(tileChanged);
        }
    }

    /** A choice changed: offer what the rules allow after it. */
    private void changed(boolean tileChanged) {
        if (filling) {
            return;
        }
        filling = true;
        try {
            if (tileChanged) {
                place.setModel(new DefaultComboBoxModel<>(composer == null || tile.getSelectedItem() == null
                        ? new TileMove[0] : composer.placements((TileType) tile.getSelectedItem()).toArray(new TileMove[0])));
            }
            TileMove m = (TileMove) place.getSelectedItem();
            String who = (String) player.getSelectedItem();
            options = composer == null || m == null || who == null ? null
                    : composer.options(who, (TileType) tile.getSelectedItem(), m);
            List<FigureMove> figures = new ArrayList<>();
            figures.add(new FigureMove(null, -1, null, null));
            if (options != null) {
                figures.addAll(options.figures());
            }
            figure.setModel(new DefaultComboBoxModel<>(figures.toArray(new FigureMove[0])));
            List<Turn.Flock> choices = new ArrayList<>(List.of(Turn.Flock.GROW, Turn.Flock.GUIDE));
            if (composer != null && composer.scenario().rules().tendingOptional()) {
                choices.add(Turn.Flock.NONE);
            }
            flock.setModel(new DefaultComboBoxModel<>(choices.toArray(new Turn.Flock[0])));
        } finally {
            filling = false;
        }
        relabel();
    }

    /** After a language switch. */
    public void refresh() {
        relabel();
    }

    private void relabel() {
        TutorTexts tx = view.texts();
        boolean open = composer != null;
        boolean over = open && composer.gameOver();
        title.setText(open ? tx.format("composer.turn", composer.turnIndex() + 1) : tx.get("composer.title"));
        playerLabel.setText(tx.get("composer.player"));
        tileLabel.setText(tx.get("composer.tile"));
        atLabel.setText(tx.get("composer.at"));
        figureLabel.setText(tx.get("composer.figure"));
        flockLabel.setText(tx.get("composer.flock"));
        dragonLabel.setText(tx.get("composer.dragon"));
        dragon.setToolTipText(tx.get("composer.dragonHint"));
        play.setText(tx.get("composer.play"));
        end.setText(tx.get("composer.endGame"));
        hint.setText(tx.get("composer.clickHint"));
        boolean tends = options != null && options.tends() && !isShepherd((FigureMove) figure.getSelectedItem());
        flock.setVisible(tends);
        flockLabel.setVisible(tends);
        boolean dragonShown = open && composer.dragonOnBoard();
        dragon.setVisible(dragonShown);
        dragonLabel.setVisible(dragonShown);
        for (java.awt.Component c : List.of(player, tile, place, figure, flock, dragon, end)) {
            c.setEnabled(open && !over);
        }
        play.setEnabled(open && !over && place.getSelectedItem() != null);
        if (!open) {
            say(tx.get("composer.unavailable"), false);
        } else if (over) {
            say(tx.get("composer.gameOver"), false);
        } else if (place.getItemCount() == 0 && tile.getSelectedItem() != null) {
            say(tx.format("composer.nowhere", ((TileType) tile.getSelectedItem()).id()), false);
        } else if (!lastWasMessage) {
            say(tx.format("composer.replaces", composer.replaces()), false);
        }
        player.repaint();
        place.repaint();
        figure.repaint();
        flock.repaint();
    }

    private boolean lastWasMessage;

    private void say(String text, boolean error) {
        message.setText(text);
        Theme.foreground(message, error ? "Kudde.error" : "Label.foreground");
    }

    private static boolean isShepherd(FigureMove m) {
        return m != null && m.kind() == FigureKind.SHEPHERD;
    }

    private void playTurn() {
        TileMove m = (TileMove) place.getSelectedItem();
        if (composer == null || m == null) {
            return;
        }
        FigureMove f = (FigureMove) figure.getSelectedItem();
        Turn.Placement placement = f == null || f.kind() == null ? null : f.placement();
        Turn.Flock choice = flock.isVisible() ? (Turn.Flock) flock.getSelectedItem() : null;
        List<Pos> path = null;
        if (dragon.isVisible() && !dragon.getText().isBlank()) {
            path = parsePath(dragon.getText());
            if (path == null) {
                lastWasMessage = true;
                say(view.texts().get("composer.badPath"), true);
                return;
            }
        }
        submit(new Turn.TileTurn((String) player.getSelectedItem(), (TileType) tile.getSelectedItem(), m.at(),
                m.rotation(), placement, choice, null, path));
    }

    private void submit(Turn turn) {
        if (composer == null) {
            return;
        }
        Composer.Played p = composer.play(turn);
        lastWasMessage = true;
        if (!p.ok()) {
            IllegalTurn e = p.refused();
            String reason = view.texts().explain().render(e.reason()) + (e.rule() == null ? "" : " (" + e.rule().name() + ")");
            say(view.texts().format("composer.refused", reason), true);
            return;
        }
        int steps = (int) p.resolution().steps().stream().filter(s -> s.turn() == composer.turnIndex()).count();
        String done = view.texts().format("composer.played", composer.turnIndex() + 1, steps);
        apply.accept(p);
        if (composer != null && composer.gameOver()) {
            // After the final scoring the news is that no turn can follow.
            lastWasMessage = false;
            relabel();
        } else {
            say(done, false);
        }
    }

    /** "1,0 2,0" → [[1,0], [2,0]]; null when it is no such list. */
    static List<Pos> parsePath(String text) {
        List<Pos> out = new ArrayList<>();
        for (String pair : text.trim().split("\\s+|;")) {
            String[] xy = pair.replace("[", "").replace("]", "").split(",");
            if (xy.length != 2) {
                return null;
            }
            try {
                out.add(new Pos(Integer.parseInt(xy[0].trim()), Integer.parseInt(xy[1].trim())));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return out.isEmpty() ? null : out;
    }

    /** Opens the played scenario in the tutor and shows the new turn's first step (the tutor on its own). */
    public static Consumer<Composer.Played> openIn(TutorView view) {
        return p -> {
            int turn = p.scenario().turns().size() - 1;
            view.open(p.applyTo(view.lesson()), p.resolution());
            view.setQuizMode(false);
            int first = p.firstStepOf(turn);
            view.timeline().select(first < 0 ? view.timeline().size() - 1 : first);
        };
    }
}
