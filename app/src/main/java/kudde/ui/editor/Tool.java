package kudde.ui.editor;

import kudde.engine.model.FigureKind;
import kudde.engine.tile.TileType;

/** What a click on the board does: the tool armed in the palette. */
public sealed interface Tool {
    /** Points, shows tooltips, drags figures to move them. */
    record Pointer() implements Tool {
    }

    /** Removes the figure or the tile clicked. */
    record Eraser() implements Tool {
    }

    /** Places a tile of this type, turned as the editor's rotation says. */
    record PlaceTile(TileType type) implements Tool {
    }

    /** Places a figure: a follower or shepherd of {@code player}, or the dragon or fairy (player null). */
    record PlaceFigure(FigureKind kind, String player) implements Tool {
    }

    /** Lays a sheep token worth {@code value} next to the shepherd clicked. */
    record Sheep(int value) implements Tool {
    }

    Tool POINTER = new Pointer();
    Tool ERASER = new Eraser();

    /** The name of the palette button for this tool (also the tests' handle). */
    default String buttonName() {
        if (this instanceof PlaceTile t) {
            return "tile:" + t.type().id();
        }
        if (this instanceof PlaceFigure f) {
            return f.player() == null ? "figure:" + f.kind().word() : "figure:" + f.kind().word() + ":" + f.player();
        }
        if (this instanceof Sheep s) {
            return "sheep:" + s.value();
        }
        return this instanceof Eraser ? "tool.eraser" : "tool.pointer";
    }
}
