package kudde.lesson;

import java.util.List;
import kudde.engine.model.FigureName;
import kudde.engine.model.FileWords;
import kudde.engine.model.Pos;
import kudde.engine.model.StepRef;

/**
 * What the author drew on the board at one step, as in a chess study (docs/scenario-format.md,
 * "drawings"): arrows, rings and coloured squares. Presentation only: the resolution never reads it.
 *
 * @param step  the step it belongs to
 * @param marks in the order drawn
 */
public record StepDrawing(StepRef step, List<Mark> marks) {
    public StepDrawing {
        marks = marks == null ? List.of() : List.copyOf(marks);
    }

    /**
     * One mark on the board.
     *
     * @param at     the tile (or empty spot) marked; an arrow's start
     * @param to     an arrow's end; null for a ring or a square
     * @param figure for a ring round one figure on the tile at {@code at}: which; null for a ring round
     *               the square, an arrow or a square
     */
    public record Mark(Kind kind, Colour colour, Pos at, Pos to, FigureName figure) {
        public Mark {
            if (figure != null && kind != Kind.RING) {
                throw new IllegalArgumentException("only a ring goes round a figure: " + kind);
            }
        }

        public Mark(Kind kind, Colour colour, Pos at, Pos to) {
            this(kind, colour, at, to, null);
        }

        public static Mark arrow(Pos from, Pos to, Colour c) {
            return new Mark(Kind.ARROW, c, from, to);
        }

        public static Mark ring(Pos at, Colour c) {
            return new Mark(Kind.RING, c, at, null);
        }

        /** A ring round one figure on the tile at {@code at}, not round the whole square. */
        public static Mark ring(Pos at, FigureName figure, Colour c) {
            return new Mark(Kind.RING, c, at, null, figure);
        }

        public static Mark square(Pos at, Colour c) {
            return new Mark(Kind.SQUARE, c, at, null);
        }

        /**
         * The same kind of mark on the same place, whatever its colour: drawing it again takes it away.
         * A ring round a figure and a ring round its square are different places.
         */
        public boolean samePlace(Mark other) {
            return kind == other.kind && at.equals(other.at) && java.util.Objects.equals(to, other.to)
                    && java.util.Objects.equals(figure, other.figure);
        }
    }

    /**
     * Whether {@code marks} (one step's) hold a red and a green mark of one kind (two rings, say), told
     * apart by their colour alone: a reader who does not tell red from green sees them alike
     * (docs/accessibility.md). A red ring beside a green arrow differs in its shape too; blue and
     * yellow stay apart for every kind of colour blindness.
     */
    public static boolean redAndGreen(List<Mark> marks) {
        for (Kind k : Kind.values()) {
            boolean red = false;
            boolean green = false;
            for (Mark m : marks) {
                red |= m.kind() == k && m.colour() == Colour.RED;
                green |= m.kind() == k && m.colour() == Colour.GREEN;
            }
            if (red && green) {
                return true;
            }
        }
        return false;
    }

    /** What a mark is; the file names them in lower case. */
    public enum Kind {
        ARROW, RING, SQUARE;

        public String word() {
            return FileWords.of(this);
        }

        public static Kind ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }

    /** The colours a mark may have (the theme gives each its shade): go, danger, look, note. */
    public enum Colour {
        GREEN, RED, BLUE, YELLOW;

        public String word() {
            return FileWords.of(this);
        }

        public static Colour ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }
}
