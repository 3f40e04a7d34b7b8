package kudde.ui.art;

import java.awt.Color;
import java.util.Objects;

/**
 * How a player's figures look: their colour and their mark ({@link PlayerMark}), which always go
 * together so that no picture tells players apart by colour alone.
 */
public record PlayerLook(Color colour, PlayerMark mark) {
    public PlayerLook {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(mark, "mark");
    }
}
