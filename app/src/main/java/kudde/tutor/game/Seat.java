package kudde.tutor.game;

import kudde.engine.ai.Strength;

/**
 * One player at the table: their colour (the player's id in the scenario, as the lessons name
 * players), their name, and who plays them.
 *
 * @param strength the computer player that plays this seat, or null for a person at this computer
 */
public record Seat(String colour, String name, Strength strength) {
    public Seat {
        if (colour == null || colour.isBlank()) {
            throw new IllegalArgumentException("a seat needs a colour");
        }
        name = name == null || name.isBlank() ? null : name.strip();
    }

    /** Whether a person at this computer plays this seat. */
    public boolean person() {
        return strength == null;
    }
}
