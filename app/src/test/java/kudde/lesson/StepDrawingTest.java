package kudde.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import org.junit.jupiter.api.Test;

/** Marks told apart by red and green alone: two of one kind, one red and one green. */
class StepDrawingTest {
    private static final Pos A = new Pos(0, 0);
    private static final Pos B = new Pos(1, 0);

    @Test
    void aRedAndAGreenMarkOfOneKindAreToldApartByColourAlone() {
        assertThat(StepDrawing.redAndGreen(List.of(Mark.ring(A, Colour.RED), Mark.ring(B, Colour.GREEN)))).isTrue();
        assertThat(StepDrawing.redAndGreen(List.of(Mark.arrow(A, B, Colour.GREEN), Mark.square(B, Colour.BLUE),
                Mark.arrow(B, A, Colour.RED)))).isTrue();
    }

    @Test
    void otherKindsOrOtherColoursDifferInMoreThanRedAndGreen() {
        // The lesson "Guide the flock to the stable": a green arrow and a red ring, shapes apart.
        assertThat(StepDrawing.redAndGreen(List.of(Mark.arrow(new Pos(-1, 0), B, Colour.GREEN), Mark.ring(A, Colour.RED))))
                .isFalse();
        assertThat(StepDrawing.redAndGreen(List.of(Mark.ring(A, Colour.RED), Mark.ring(B, Colour.BLUE),
                Mark.square(B, Colour.YELLOW)))).isFalse();
        assertThat(StepDrawing.redAndGreen(List.of(Mark.ring(A, Colour.GREEN), Mark.ring(B, Colour.GREEN)))).isFalse();
        assertThat(StepDrawing.redAndGreen(List.of())).isFalse();
    }
}
