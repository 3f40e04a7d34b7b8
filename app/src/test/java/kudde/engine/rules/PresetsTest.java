package kudde.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The presets table of docs/rules.md and how variants override it. */
class PresetsTest {

    @Test
    void seedIsTheDutchTextAsTheFirstEditionReadsIt() {
        RuleSet seed = RuleSet.seed();
        assertThat(seed.preset()).isEqualTo(Preset.SEED);
        assertThat(seed.value(Variant.TENDING)).isEqualTo("mandatory");
        assertThat(seed.value(Variant.CLOSED_FIELD)).isEqualTo("ignore");
        assertThat(seed.value(Variant.HILL_TIEBREAK)).isEqualTo("presence");
        assertThat(seed.value(Variant.DRAGON_SHEEP)).isEqualTo("own");
        assertThat(seed.value(Variant.DRAGON_TIMING)).isEqualTo("after-scoring");
        assertThat(seed.value(Variant.TINY_CITY)).isEqualTo("4");
    }

    @Test
    void secondEditionGuidesClosedFieldsAndMovesTheDragonBeforeScoring() {
        RuleSet second = RuleSet.of(Preset.SECOND_EDITION);
        assertThat(second.value(Variant.TENDING)).isEqualTo("mandatory");
        assertThat(second.value(Variant.CLOSED_FIELD)).isEqualTo("guide");
        assertThat(second.value(Variant.HILL_TIEBREAK)).isEqualTo("presence");
        assertThat(second.value(Variant.DRAGON_SHEEP)).isEqualTo("own");
        assertThat(second.value(Variant.DRAGON_TIMING)).isEqualTo("before-scoring");
        assertThat(second.value(Variant.TINY_CITY)).isEqualTo("4");
        assertThat(second.closedFieldGuides()).isTrue();
        assertThat(second.dragonBeforeScoring()).isTrue();
    }

    @Test
    void keysAndChoicesAreTheScenarioFileWords() {
        assertThat(Preset.ofKey("seed")).isEqualTo(Preset.SEED);
        assertThat(Preset.ofKey("second-edition")).isEqualTo(Preset.SECOND_EDITION);
        assertThat(Preset.SEED.other()).isEqualTo(Preset.SECOND_EDITION);
        assertThat(Variant.ofKey("closedField")).isEqualTo(Variant.CLOSED_FIELD);
        assertThat(Variant.TINY_CITY.choices()).containsExactly("4", "2");
        assertThat(Variant.DRAGON_TIMING.choices()).containsExactly("after-scoring", "before-scoring");
    }

    @Test
    void aVariantOverridesThePresetAndAValueEqualToThePresetsIsNoOverride() {
        RuleSet r = RuleSet.seed().with(Variant.CLOSED_FIELD, "guide").with(Variant.TENDING, "mandatory");
        assertThat(r.closedFieldGuides()).isTrue();
        assertThat(r.overrides()).containsOnlyKeys(Variant.CLOSED_FIELD);
        assertThat(r.with(Variant.CLOSED_FIELD, "ignore")).isEqualTo(RuleSet.seed());
    }

    @Test
    void overridesSurviveAChangeOfPreset() {
        RuleSet r = RuleSet.seed().with(Variant.HILL_TIEBREAK, "count").withPreset(Preset.SECOND_EDITION);
        assertThat(r.preset()).isEqualTo(Preset.SECOND_EDITION);
        assertThat(r.hillTiebreakByCount()).isTrue();
        assertThat(r.closedFieldGuides()).isTrue();
        // An override equal to the new preset's value disappears.
        RuleSet guide = RuleSet.seed().with(Variant.CLOSED_FIELD, "guide").withPreset(Preset.SECOND_EDITION);
        assertThat(guide.overrides()).isEmpty();
    }

    @Test
    void aValueOutsideTheChoicesIsRefused() {
        assertThatThrownBy(() -> RuleSet.seed().with(Variant.TINY_CITY, "3"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ruleIdsAreThoseOfRulesMd() {
        assertThat(RuleId.values()).hasSize(9 + 12 + 6 + 3 + 4);
        assertThat(RuleId.parse("S11")).isEqualTo(RuleId.S11);
        assertThat(RuleId.parse("S12")).isEqualTo(RuleId.S12);
        assertThat(RuleId.parse("S13")).isNull();
        assertThat(RuleId.V2.group()).isEqualTo('V');
    }

    @Test
    void theEditionThatWouldDoOtherwiseIsTheOneWhoseOwnValueDiffers() {
        RuleSet seed = RuleSet.seed();
        RuleSet second = RuleSet.of(Preset.SECOND_EDITION);
        assertThat(seed.editionOtherwise(Variant.CLOSED_FIELD)).isEqualTo(Preset.SECOND_EDITION);
        assertThat(second.editionOtherwise(Variant.CLOSED_FIELD)).isEqualTo(Preset.SEED);
        // A variant borrowed from the other edition: the lesson's own preset does otherwise.
        assertThat(seed.with(Variant.CLOSED_FIELD, "guide").editionOtherwise(Variant.CLOSED_FIELD)).isEqualTo(Preset.SEED);
        assertThat(second.with(Variant.DRAGON_TIMING, "after-scoring").editionOtherwise(Variant.DRAGON_TIMING))
                .isEqualTo(Preset.SECOND_EDITION);
        // Both editions agree, or neither has the value: no edition to name.
        assertThat(seed.editionOtherwise(Variant.HILL_TIEBREAK)).isNull();
        assertThat(seed.with(Variant.DRAGON_SHEEP, "field").editionOtherwise(Variant.DRAGON_SHEEP)).isNull();
        assertThat(second.with(Variant.TENDING, "optional").editionOtherwise(Variant.TENDING)).isNull();
    }
}
