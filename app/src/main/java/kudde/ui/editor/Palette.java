package kudde.ui.editor;

import java.awt.Font;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.ButtonGroup;
import javax.swing.Icon;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JToggleButton;
import javax.swing.SwingConstants;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.explain.Texts;
import kudde.ui.art.FigureIcon;
import kudde.ui.art.PlayerColours;
import kudde.ui.art.TileIcon;
import kudde.ui.doc.Document;
import kudde.ui.kit.FitWidthPanel;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WhenShown;
import net.miginfocom.swing.MigLayout;

/**
 * The editor's palette: pointer and eraser, figures per player, sheep tokens, the dragon and
 * the fairy, and every tile of the catalogue with how many are on the board and how many the
 * game has. Click to arm; the armed tile's icon turns with R.
 */
public final class Palette extends FitWidthPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;

    /** The size of a tile's picture in the palette (rendered ahead by the warm-up thread). */
    public static final int TILE_ICON = 46;

    private final Editor editor;
    private final Document doc;
    private final Map<String, AbstractButton> buttons = new HashMap<>();
    private final Map<String, TileIcon> tileIcons = new HashMap<>();
    private ButtonGroup group = new ButtonGroup();
    private List<PlayerSetup> builtFor;

    public Palette(Editor editor, Document doc, Strings texts) {
        super(new MigLayout("insets 6, gap 3, wrap 3, hidemode 3", "[fill, grow, 40:64][fill, grow, 40:64][fill, grow, 40:64]"));
        this.texts = texts;
        this.editor = editor;
        this.doc = doc;
        setName("palette");
        rebuild();
        doc.addListener(this::documentChanged);
        editor.addToolListener(this::toolChanged);
        editor.turns().addListener(this::documentChanged);
    }

    // Built when shown: at start-up the window is made before its first document (a lesson, with
    // other players than the empty one) is opened, and the palette would be built twice.
    private final WhenShown fill = new WhenShown(this, this::fill);

    /** Builds the palette afresh (players or language changed), now or when it is next shown. */
    public void rebuild() {
        fill.request();
    }

    private void fill() {
        removeAll();
        buttons.clear();
        tileIcons.clear();
        group = new ButtonGroup();
        Scenario s = doc.scenario();
        builtFor = s.players();
        section("palette.tools");
        // The two share the row, as the dragon and the fairy do (in the grid's first column the
        // pointer, wider than it at 200 % text, "Aanwijzer", lay over the eraser); from 150 % text on
        // each has a row of its own, or the pair would set the palette's width and leave the board
        // too little (View ▸ Text size, docs/accessibility.md).
        String pair = kudde.ui.kit.Theme.textSize() >= 150 ? "span 3, growx, wrap" : "span 3, split 2";
        add(button(Tool.POINTER, texts.get("palette.pointer"), null, texts.get("palette.pointer.tip")), pair);
        add(button(Tool.ERASER, texts.get("palette.eraser"), null, texts.get("palette.eraser.tip")), "span 3, growx, wrap");
        section("palette.figures");
        for (int i = 0; i < s.players().size(); i++) {
            PlayerSetup p = s.players().get(i);
            kudde.ui.art.PlayerLook c = PlayerColours.look(p.id(), i);
            JLabel who = new JLabel(Texts.of(texts.locale()).name(p));
            who.setIcon(FigureIcon.of(FigureKind.FOLLOWER, c, 14));
            add(who);
            add(button(new Tool.PlaceFigure(FigureKind.FOLLOWER, p.id()), null, FigureIcon.of(FigureKind.FOLLOWER, c, 22),
                    texts.format("palette.follower.tip", who.getText())));
            add(button(new Tool.PlaceFigure(FigureKind.SHEPHERD, p.id()), null, FigureIcon.of(FigureKind.SHEPHERD, c, 22),
                    texts.format("palette.shepherd.tip", who.getText())));
        }
        add(button(new Tool.PlaceFigure(FigureKind.DRAGON, null), texts.get("figure.dragon"),
                FigureIcon.of(FigureKind.DRAGON, null, 20), texts.get("palette.dragon.tip")), pair);
        add(button(new Tool.PlaceFigure(FigureKind.FAIRY, null), texts.get("figure.fairy"),
                FigureIcon.of(FigureKind.FAIRY, null, 20), texts.get("palette.fairy.tip")), "span 3, growx, wrap");
        section("palette.sheep");
        JPanel tokens = new JPanel(new MigLayout("insets 0, gap 3", "[fill, grow][fill, grow][fill, grow][fill, grow]"));
        tokens.setOpaque(false);
        for (int v = 1; v <= 4; v++) {
            tokens.add(button(new Tool.Sheep(v), null, FigureIcon.token(v, 20), texts.format("palette.sheep.tip", v)));
        }
        add(tokens, "span 3, growx, wrap");
        section("palette.tiles");
        // Three tiles a row where the palette is wide enough, two from 150 % text on (where a tile's
        // count under it takes twice the room and three would leave the board a sliver), one where
        // the palette is narrower (View ▸ Text size, docs/accessibility.md). Asked to hold two, the
        // palette's least width became its preferred one (MigLayout widens a grid's columns to
        // their preferred widths for a wider spanning part), and left the board 180 px of 1,024.
        int across = kudde.ui.kit.Theme.textSize() >= 150 ? 2 : 3;
        JPanel tiles = kudde.ui.kit.WrapGrid.in(1, across, Math.round(3 * kudde.ui.kit.Theme.textSize() / 100f));
        tiles.setName("palette.tiles");
        tiles.setOpaque(false);
        add(tiles, "span 3, growx, wrap");
        for (TileType t : Catalogue.standard().all()) {
            TileIcon icon = new TileIcon(t, TILE_ICON);
            tileIcons.put(t.id(), icon);
            AbstractButton b = button(new Tool.PlaceTile(t), "", icon, tileTip(t));
            b.setVerticalTextPosition(SwingConstants.BOTTOM);
            b.setHorizontalTextPosition(SwingConstants.CENTER);
            b.setIconTextGap(1);
            b.setMargin(new java.awt.Insets(2, 1, 2, 1));
            b.setFont(b.getFont().deriveFont(b.getFont().getSize2D() - 2f));
            tiles.add(b);
        }
        updateCounts();
        toolChanged();
        revalidate();
        repaint();
    }

    private String tileTip(TileType t) {
        StringBuilder b = new StringBuilder("<html><b>").append(t.id()).append("</b>");
        if (t.hill()) {
            b.append("<br>").append(texts.get("palette.hill"));
        }
        if (t.vineyard()) {
            b.append("<br>").append(texts.get("palette.vineyard"));
        }
        b.append("<br>").append(texts.get("palette.tile.tip"));
        return b.append("</html>").toString();
    }

    /**
     * A section's heading over a line, wrapping at the palette's width: a long one ("Tiles (on
     * board / in game)") would otherwise set the palette's width at a large text size.
     */
    private void section(String key) {
        javax.swing.JTextArea l = InspectorForm.wrapped(texts.get(key));
        l.setName("palette.section");
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        add(l, "span 3, growx, w 10:10:, gaptop 6, wrap");
        add(new JSeparator(), "span 3, growx, wrap");
    }

    private AbstractButton button(Tool tool, String text, Icon icon, String tip) {
        JToggleButton b = new JToggleButton(text, icon);
        b.setName(tool.buttonName());
        b.setToolTipText(tip);
        // Screen readers get the words a sighted user reads from the icon and its tooltip.
        String spoken = text != null && !text.isBlank() ? text : tip.replaceAll("<[^>]+>", " ").trim();
        b.getAccessibleContext().setAccessibleName(spoken);
        b.setFocusable(false);
        b.addActionListener(e -> editor.setTool(tool));
        group.add(b);
        buttons.put(tool.buttonName(), b);
        return b;
    }

    private void documentChanged() {
        if (fill.pending()) {
            return;  // filled from the document when shown
        }
        if (!doc.scenario().players().equals(builtFor)) {
            rebuild();
        } else {
            updateCounts();
        }
    }

    /**
     * Each tile button shows "on the board / in the game"; while a turn is played, only the tiles
     * that are left, each with how many.
     */
    private void updateCounts() {
        if (editor.turns().on()) {
            Map<TileType, Integer> left = editor.turns().tilesLeft();
            for (TileType t : Catalogue.standard().all()) {
                AbstractButton b = buttons.get("tile:" + t.id());
                int n = left.getOrDefault(t, 0);
                b.setVisible(n > 0);
                b.setText(texts.format("palette.left", t.id().replace("base/", ""), n));
            }
            revalidate();
            return;
        }
        Map<String, Integer> onBoard = new HashMap<>();
        for (TilePlacement p : doc.scenario().board()) {
            onBoard.merge(p.tile().id(), 1, Integer::sum);
        }
        for (TileType t : Catalogue.standard().all()) {
            AbstractButton b = buttons.get("tile:" + t.id());
            int n = onBoard.getOrDefault(t.id(), 0);
            String label = t.id().replace("base/", "") + "  " + n + "/" + t.count();
            b.setVisible(true);
            b.setText(n > t.count() ? "<html><font color='#D32F2F'>" + label + "</font></html>" : label);
        }
    }

    private void toolChanged() {
        if (fill.pending()) {
            return;
        }
        Tool t = editor.tool();
        AbstractButton b = buttons.get(t.buttonName());
        if (b != null && !b.isSelected()) {
            b.setSelected(true);
        }
        for (TileIcon icon : tileIcons.values()) {
            icon.setRotation(0);
        }
        if (t instanceof Tool.PlaceTile pt) {
            tileIcons.get(pt.type().id()).setRotation(editor.rotation());
        }
        repaint();
    }
}
