package kudde.engine.model;

/**
 * A figure on a tile, named as {@code figures} and {@code expect.figures} name one, without
 * the square (the mark's) and the sheep (a flock grows and shrinks from step to step): a player's
 * follower or shepherd by its player and the location of its segment, the dragon and the fairy by
 * their kind alone (there is one of each). A drawing rings one by it (kudde.lesson.StepDrawing).
 *
 * @param player the owner's id; null for the dragon and the fairy
 * @param on     {@code TYPE:LOCATION} or {@code monastery}, in board orientation; null for the dragon and the fairy
 */
public record FigureName(FigureKind kind, String player, String on) {
    public static FigureName of(FigureKind kind) {
        return new FigureName(kind, null, null);
    }
}
