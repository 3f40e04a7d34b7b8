package kudde.ui.tutor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.odds.NextChance;

/**
 * What the odds panel says at a tending choice once the estimate is in, one sentence a line, in the
 * window's language: no Swing, so every bundled lesson's odds can be read whole in both languages
 * (OddsWordsTest). A figure is said as what is true of it: a chance whose 95 % margin rounds to no
 * whole percent is said with the count of games it came from, not as "± 0 %"; a player with no turn
 * left before the game ends has no chance to speak of.
 *
 * @param leads    one line for each other player
 * @param assumed  the heading, then one line for each assumption
 */
record OddsWords(String guide, String grow, String chance, String breakEven, String verdict, List<String> leads,
                 List<String> assumed) {

    /** A 95 % margin below this prints as "0 %" in whole percents. */
    static final double ROUNDS_TO_NONE = 0.005;

    OddsWords {
        leads = List.copyOf(leads);
        assumed = List.copyOf(assumed);
    }

    /** @param name a player's name by index, as the learner reads it */
    static OddsWords of(GrowOrGuide o, TutorTexts tx, IntFunction<String> name) {
        String who = name.apply(o.player());
        String guide = tx.format("odds.guide", o.guideNow());
        String grow = o.bagSize() == 0 ? tx.get("odds.growEmpty")
                : Double.isNaN(o.growNow()) ? tx.format("odds.growUnknown", who)
                : o.closedGuided() ? tx.format("odds.growClosed", o.growNow())
                : tx.format("odds.grow", o.growNow(), o.growMargin());
        NextChance c = o.chance();
        String breakEven = o.growCanPay() ? tx.format("odds.breakEven", who, o.breakEven())
                : tx.format("odds.breakEvenNever", who);
        Turn.Flock v = o.verdict();
        boolean equal = v == Turn.Flock.GUIDE && Math.abs(o.growNow() - o.guideNow()) < 1e-9;
        String verdict = tx.get(v == null ? "odds.verdictOpen" : v == Turn.Flock.GROW ? "odds.growBetter"
                : equal ? "odds.equal" : "odds.guideBetter");
        List<String> leads = new ArrayList<>();
        for (GrowOrGuide.Rival r : o.rivals()) {
            String other = name.apply(r.player());
            String guided = standing(tx, r.leadIfGuide(), other);
            leads.add(r.shares() ? tx.format("odds.leadShared", who, other, guided)
                    : Double.isNaN(r.leadIfGrow()) ? tx.format("odds.leadGuide", who, other, guided)
                    : tx.format("odds.lead", who, other, guided, standing(tx, r.leadIfGrow(), other)));
        }
        List<String> assumed = new ArrayList<>();
        assumed.add(tx.get("odds.assumed"));
        for (GrowOrGuide.Assumption a : o.assumptions()) {
            assumed.add("• " + tx.format("odds.assume." + a.name(), c.tilesLeft(), c.openSquares(), who,
                    c.poolSize(), c.samples(), c.seed(), o.fieldGuides() ? 1 : 0));
        }
        return new OddsWords(guide, grow, chance(o, tx, who), breakEven, verdict, leads, assumed);
    }

    /** The chance that the player enlarges the field again, and what it was counted from. */
    private static String chance(GrowOrGuide o, TutorTexts tx, String who) {
        NextChance c = o.chance();
        if (!c.known()) {
            return tx.format("odds.chanceUnknown", who);
        }
        if (o.lastTurn()) {
            return tx.format("odds.lastTurn", who);
        }
        if (o.noTurnLeft()) {
            // The tiles still to come are the other players': the game ends before this player's next turn.
            return tx.format("odds.noTurnLeft", who, c.tilesLeft());
        }
        if (c.samples() == 0) {
            return tx.format("odds.chanceSure", who, c.chance(), c.tilesLeft(), c.turnsLeft(), c.joiningTiles(),
                    c.poolSize());
        }
        String figure;
        if (c.margin() < ROUNDS_TO_NONE) {
            long happened = Math.round(c.chance() * c.samples());
            long percent = Math.round(c.chance() * 100);
            figure = tx.format("odds.chanceCount", percent == 0 ? 0 : percent == 100 ? 2 : 1, c.chance(),
                    happened == 0 ? 0 : happened == c.samples() ? 2 : 1, c.samples(), happened);
        } else {
            figure = tx.format("odds.chanceFigure", c.chance(), c.margin());
        }
        return tx.format("odds.chance", who, figure, c.tilesLeft(), c.turnsLeft(), c.joiningTiles(), c.poolSize(),
                c.closedFirst());
    }

    /** Where a player stands against another, "7 points behind Bram": a learner never reads a negative lead. */
    private static String standing(TutorTexts tx, double lead, String other) {
        double size = Math.round(Math.abs(lead) * 10) / 10.0;
        String points = tx.format("odds.points", size, tx.format("odds.pointsFigure", size));
        return tx.format("odds.standing", lead, points, other);
    }
}
