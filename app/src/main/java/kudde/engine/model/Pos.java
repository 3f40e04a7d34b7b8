package kudde.engine.model;

/** A board position: x grows east, y grows south. */
public record Pos(int x, int y) {
    public Pos plus(int dx, int dy) {
        return new Pos(x + dx, y + dy);
    }

    /** Orthogonally next to {@code o}. */
    public boolean touches(Pos o) {
        return Math.abs((long) x - o.x) + Math.abs((long) y - o.y) == 1;
    }

    @Override
    public String toString() {
        return "[" + x + "," + y + "]";
    }
}
