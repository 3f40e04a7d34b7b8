package kudde.ui.art;

import java.util.List;

/** The tile art's colours (their theme keys) that the board's marks and the author's drawings lie on. */
public final class ArtGrounds {
    private ArtGrounds() {
    }

    public static final List<String> KEYS = List.of("Kudde.art.field", "Kudde.art.city", "Kudde.art.cityRoof",
            "Kudde.art.road", "Kudde.art.stone", "Kudde.art.roof", "Kudde.art.hill", "Kudde.art.vine");
}
