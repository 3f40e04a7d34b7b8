package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JRadioButton;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.text.JTextComponent;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Question;
import kudde.lesson.LessonQuestion;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.scenario.Scenarios;
import kudde.tutor.QuizFlow;
import kudde.tutor.Timeline;
import kudde.ui.GuiTest;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * Nothing gives an answer away: walks every question of every bundled lesson in the real window, in
 * English and in Dutch, each lesson once in learn mode and once in the author's workbench. At the
 * moment a question is asked it reads every text the window shows (labels, paragraphs, buttons, list
 * rows as drawn, table cells; each of the tutor's dock tabs as if it were in front, the author's
 * Inspector and Problems as they show; what the board paints and its tooltip over every figure and
 * every part of a tile; every "Why?" chain the learner can ask for there), and fails when one outside the
 * question itself states or implies the answer: a step the timeline has not reached, the number as
 * points, a later score, the scorers' names as scoring, yes or no as a verdict, grow or guide as the
 * better choice. Every other question is answered wrong twice, so both kinds of feedback are read too,
 * against the questions still open at the same step.
 *
 * <p>A leak states the pending answer about the thing asked, not any equal number anywhere. So a text
 * known to tell an earlier step than the question's (a "Why?" chain's link, "Step 22 · S7 · … (+18)")
 * is history; a player's total ("Why does Bram have 0 points?", the score table) gives a points
 * question away only as the asked player's later score; a tooltip about a feature the question's step
 * does not touch ("Worth now: 0 points" of another field) says nothing of it. Every other text counts
 * the number as stated. {@link #matcherTellsALeakFromHistory} keeps the matcher honest both ways.
 */
@GuiTest
class NoAnswerShownGuiTest extends LessonWindowTest {

    @Test
    void noTextGivesAnAnswerAwayInEnglish() {
        assertThat(walkAll(Strings.ENGLISH)).isEmpty();
    }

    @Test
    void noTextGivesAnAnswerAwayInDutch() {
        assertThat(walkAll(Strings.DUTCH)).isEmpty();
    }

    /**
     * The matcher both ways, on editions/09 (Anna's two-tile city, asked in points; the answer 2). With
     * the board's guard taken off (hideScoresWhile(null): the tooltips as they were before they kept a
     * feature's score to themselves) the reading finds the city's "If scored now: 2 points for Anna",
     * and only that. Texts that state 2 are leaks at the question's step, about the city, as Anna's
     * total after the step, or with nothing known of them; the same texts told at an earlier step, of
     * a feature the step does not touch, or as a total that is not Anna's later score are not.
     */
    @Test
    void matcherTellsALeakFromHistory() {
        edt(() -> {
            main.files().openLesson("editions/09-the-tiny-city.json");
            main.setLearning(true);
            return null;
        });
        settle();
        TutorView view = mode().tutor();
        LessonQuestion q = edt(() -> {
            view.timeline().end();
            return view.quiz().pendingAt(view.timeline().waitingAt());
        });
        assertThat(q.kind()).isEqualTo(Question.Kind.POINTS);
        assertThat(edt(() -> Quiz.answer(view.timeline().resolution(), q.question()))).isEqualTo(2);
        assertThat(leaks(view, List.of(q), List.of())).as("the window as it is").isEmpty();

        edt(() -> {
            main.boardView().hideScoresWhile(null);
            return null;
        });
        assertThat(leaks(view, List.of(q), List.of())).as("the tooltips without their guard").isNotEmpty()
                .allMatch(l -> l.startsWith("board tooltip at ") && l.contains(main.texts().format("tip.scoreNow", 2, "Anna"))
                        && l.contains("states the points 2"));

        edt(() -> {
            Asked a = asked(view, q);
            TutorTexts tx = view.texts();
            Scenario sc = view.timeline().resolution().scenario();
            assertThat(a.concerned()).as("the city the step scores").hasSize(1);
            int city = a.concerned().iterator().next();
            kudde.engine.board.Board b = main.boardView().board();
            int other = -1;
            for (int t = 0; t < b.tileCount() && other < 0; t++) {
                for (int seg = 0; seg < b.segmentsOn(t); seg++) {
                    if (b.find(b.segment(t, seg)) != city) {
                        other = b.find(b.segment(t, seg));
                        break;
                    }
                }
            }
            String anna = tx.explain().name(sc.players().get(sc.playerIndex(q.player())));
            String bram = tx.explain().name(sc.players().get(1 - sc.playerIndex(q.player())));
            String link = tx.format("why.linkPoints", a.step(), "B4", "A city is complete", 2);
            String tip = main.texts().format("tip.scoreNow", 2, anna);
            assertThat(givesAway(tx, sc, a, new Seen("link", link, false, null, About.step(a.step() - 1)), List.of()))
                    .as("an earlier step's +2").isNull();
            assertThat(givesAway(tx, sc, a, new Seen("link", link, false, null, About.step(a.step())), List.of()))
                    .as("+2 at the question's step").isNotNull();
            assertThat(givesAway(tx, sc, a, new Seen("text", link, false, null), List.of()))
                    .as("+2 in a text of no known step").isNotNull();
            assertThat(givesAway(tx, sc, a, new Seen("tip", tip, false, null, About.feature(other)), List.of()))
                    .as("a tooltip of another feature").isNull();
            assertThat(givesAway(tx, sc, a, new Seen("tip", tip, false, null, About.feature(city)), List.of()))
                    .as("the city's tooltip").isNotNull();
            for (int total : new int[] {a.before(), a.before() + 2}) {
                assertThat(givesAway(tx, sc, a, new Seen("title", tx.format("why.score", bram, total), false, null,
                        About.total(bram, total)), List.of())).as("Bram's total " + total).isNull();
            }
            assertThat(givesAway(tx, sc, a, new Seen("title", tx.format("why.score", anna, a.before()), false, null,
                    About.total(anna, a.before())), List.of())).as("Anna's total now").isNull();
            assertThat(givesAway(tx, sc, a, new Seen("title", tx.format("why.score", anna, a.before() + 2), false, null,
                    About.total(anna, a.before() + 2)), List.of())).as("Anna's total after the step").isNotNull();
            return null;
        });
    }

    private List<String> walkAll(Locale locale) {
        edt(() -> {
            main.language().set(locale);
            return null;
        });
        List<String> leaks = new ArrayList<>();
        List<String> lessons = lessonsWithQuestions();
        for (int i = 0; i < lessons.size(); i++) {
            String lesson = lessons.get(i);
            // Every other lesson in learn mode, the rest in the author's workbench (the other way
            // round in the other language): each lesson is walked in both layouts, and in both languages.
            boolean learn = (i + (locale.equals(Strings.DUTCH) ? 1 : 0)) % 2 == 0;
            edt(() -> {
                main.files().openLesson(lesson);
                main.setLearning(learn);
                return null;
            });
            settle();
            everyTabOnce();
            walk(lesson, leaks);
        }
        leaks.forEach(System.out::println);
        // The walk reached every question, and both kinds of feedback.
        assertThat(asked).as("questions asked").isGreaterThan(30);
        assertThat(wrongTwice).as("questions answered wrong twice").isGreaterThan(15);
        return leaks;
    }

    private int asked;
    private int wrongTwice;

    /**
     * Brings each tab of both docks to the front once, so each panel is made (some are made when first
     * shown), then gives the tabs back as they were; the texts are then read in every tab at once.
     */
    private void everyTabOnce() {
        for (String dock : List.of("dock.right", "dock.bottom")) {
            edt(() -> {
                // A layout without this dock (the learn mode's) has nothing to bring forward.
                java.util.Collection<Component> found = window.robot().finder().findAll(main,
                        new org.assertj.swing.core.NameMatcher(dock, JTabbedPane.class));
                if (found.isEmpty()) {
                    return null;
                }
                JTabbedPane tabs = (JTabbedPane) found.iterator().next();
                int was = tabs.getSelectedIndex();
                for (int i = 0; i < tabs.getTabCount(); i++) {
                    tabs.setSelectedIndex(i);
                }
                tabs.setSelectedIndex(was);
                return null;
            });
        }
        settle();
    }

    /** Asks every question of the lesson open in the window in turn; returns how many were asked. */
    private void walk(String lesson, List<String> leaks) {
        TutorView view = mode().tutor();
        for (int guard = 0; guard < 100; guard++) {
            LessonQuestion q = edt(() -> {
                view.timeline().end();
                int w = view.timeline().waitingAt();
                return w < 0 ? null : view.quiz().pendingAt(w);
            });
            if (q == null) {
                return;
            }
            asked++;
            String where = lesson + " (" + main.language().locale().getLanguage() + "), question " + asked;
            assertThat(edt(() -> text(view, "question"))).as(where).isEqualTo(edt(() -> view.texts().pick(q.ask())));
            // Every question open before this step, the one asked and those still to come there.
            for (String leak : leaks(view, openAt(view), List.of())) {
                leaks.add(where + " asked: " + leak);
            }
            boolean wrong = asked % 2 == 0;
            answer(view, q, wrong);
            if (wrong) {
                answer(view, q, true);
                wrongTwice++;
            }
            assertThat(edt(() -> view.quiz().verdict(q).settled())).as(where).isTrue();
            // The feedback on the screen, against the questions still open at the same step (with none
            // left open, the step may show: the learner has answered everything it holds back for).
            List<LessonQuestion> rest = openAt(view);
            rest.remove(q);
            if (!rest.isEmpty()) {
                for (String leak : leaks(view, rest, implied(view, q))) {
                    leaks.add(where + " feedback: " + leak);
                }
            }
            edt(() -> {
                find(view, "continue", JButton.class).doClick();
                return null;
            });
        }
        throw new AssertionError(lesson + ": the quiz never ended");
    }

    /** The unsettled questions before the step the timeline waits at. */
    private List<LessonQuestion> openAt(TutorView view) {
        return edt(() -> {
            QuizFlow quiz = view.quiz();
            int w = view.timeline().waitingAt();
            List<LessonQuestion> out = new ArrayList<>();
            for (LessonQuestion q : view.lesson().quiz()) {
                QuizFlow.Verdict v = quiz.verdict(q);
                if (w >= 0 && quiz.stepOf(q) == w && (v == null || !v.settled())) {
                    out.add(q);
                }
            }
            return out;
        });
    }

    /**
     * The players the answer to {@code q} itself says score: the player of a points question answered
     * with more than 0 (its feedback, "Cor scores 10 points", tells no more than the answer).
     */
    private List<String> implied(TutorView view, LessonQuestion q) {
        return edt(() -> {
            Resolution r = view.timeline().resolution();
            Object right = Quiz.answer(r, q.question());
            return q.kind() == Question.Kind.POINTS && (Integer) right > 0
                    ? List.of(view.texts().explain().name(r.scenario().players().get(r.scenario().playerIndex(q.player()))))
                    : List.<String>of();
        });
    }

    /**
     * Every visible text that gives away the answer of one of {@code open}; the feedback may say that
     * the players {@code implied} score, as the answer it gives does.
     */
    private List<String> leaks(TutorView view, List<LessonQuestion> open, List<String> implied) {
        // The odds at a tending choice are worked out in the background: read them as the learner
        // sees them once they are in, not the line that says they are on their way.
        waitUntil("the odds worked out", () -> edt(() -> !view.oddsWorking()));
        return edt(() -> {
            List<Seen> seen = new ArrayList<>();
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    collect(w, seen);
                }
            }
            boardSays(seen);
            whyChains(view, seen);
            List<String> out = new ArrayList<>();
            Timeline t = view.timeline();
            Resolution r = t.resolution();
            TutorTexts tx = view.texts();
            // The steps not reached: each one's sentence, unless a reached step says the same.
            Set<String> reached = new java.util.HashSet<>();
            for (int i = 0; i <= t.index(); i++) {
                reached.add(tx.explain().stepText(r.steps().get(i)));
                reached.add(tx.explain().render(r.steps().get(i).message()));
            }
            Set<String> ahead = new LinkedHashSet<>();
            for (int i = t.index() + 1; i < r.steps().size(); i++) {
                for (String s : List.of(tx.explain().stepText(r.steps().get(i)), tx.explain().render(r.steps().get(i).message()))) {
                    if (!reached.contains(s) && s.length() > 12) {
                        ahead.add(s);
                    }
                }
            }
            for (Seen s : seen) {
                for (String a : ahead) {
                    if (s.text().contains(a)) {
                        out.add(s + " tells a step not yet reached: " + a);
                    }
                }
            }
            for (LessonQuestion q : open) {
                Asked a = asked(view, q);
                for (Seen s : seen) {
                    String why = givesAway(tx, r.scenario(), a, s, implied);
                    if (why != null) {
                        out.add(s + " " + why + " (" + tx.pick(q.ask()) + ")");
                    }
                }
            }
            return out;
        });
    }

    /**
     * What the board says: every word and number its paint writes (BoardView.paintedTexts: badges,
     * sheep tokens, summed flocks, the tutor's captions), and the tooltip over every figure and
     * every part of every tile, as a learner hovering the board reads them.
     */
    private void boardSays(List<Seen> seen) {
        kudde.ui.board.BoardView board = main.boardView();
        if (!board.isShowing()) {
            return;
        }
        board.paintImmediately(0, 0, board.getWidth(), board.getHeight());
        for (String p : board.paintedTexts()) {
            add(seen, "board paints", p, false, null);
        }
        // Each spot with the feature its tooltip describes (a figure's tooltip tells of the feature it stands in).
        kudde.engine.board.Board b = board.board();
        java.util.Map<java.awt.Point, Integer> spots = new java.util.LinkedHashMap<>();
        for (int i = 0; i < board.figures().size(); i++) {
            kudde.engine.play.Figure f = board.figures().get(i);
            if (f.tile() >= 0) {
                java.awt.geom.Point2D c = board.figureCentre(i);
                boolean onPart = f.tile() < b.tileCount() && f.segment() >= 0 && f.segment() < b.segmentsOn(f.tile());
                spots.put(board.toScreen(c.getX(), c.getY()), onPart ? b.find(b.segment(f.tile(), f.segment())) : -1);
            }
        }
        for (int t = 0; t < b.tileCount(); t++) {
            for (int seg = 0; seg < b.segmentsOn(t); seg++) {
                spots.putIfAbsent(board.segmentPoint(new kudde.engine.model.Pos(b.x(t), b.y(t)), seg), b.find(b.segment(t, seg)));
            }
        }
        for (java.util.Map.Entry<java.awt.Point, Integer> e : spots.entrySet()) {
            java.awt.Point p = e.getKey();
            String tip = board.getToolTipText(new java.awt.event.MouseEvent(board, java.awt.event.MouseEvent.MOUSE_MOVED,
                    0, 0, p.x, p.y, 0, false));
            add(seen, "board tooltip at " + p.x + "," + p.y, tip == null ? null : tip.replace("<hr>", " · ").replace("<br>", " · "),
                    false, null, e.getValue() < 0 ? About.UNKNOWN : About.feature(e.getValue()));
        }
    }

    /**
     * The "Why?" chains a learner can ask for at this step: why each player has the score shown,
     * why each figure stands as it does, what happened to each feature; each read as the panel
     * shows it, then the panel closed again.
     */
    private void whyChains(TutorView view, List<Seen> seen) {
        Timeline t = view.timeline();
        if (t == null || !view.isShowing()) {
            return;
        }
        Component panel = window.robot().finder().findByType(view, WhyPanel.class, false);
        WhyPanel why = (WhyPanel) panel;
        // Each question with what its title states: a player's total score, or nothing known.
        java.util.Map<Runnable, About> asks = new java.util.LinkedHashMap<>();
        for (int p = 0; p < view.standings().size(); p++) {
            int player = p;
            kudde.tutor.Standing st = view.standings().get(p);
            asks.put(() -> view.whyScore(player), About.total(st.name(), st.score()));
        }
        for (int f = 0; f < t.snapshot().figures().size(); f++) {
            int figure = f;
            asks.put(() -> view.whyFigure(figure), About.UNKNOWN);
        }
        kudde.engine.board.Board b = t.board();
        Set<Integer> roots = new java.util.HashSet<>();
        for (int tile = 0; tile < b.tileCount(); tile++) {
            for (int seg = 0; seg < b.segmentsOn(tile); seg++) {
                if (roots.add(b.find(b.segment(tile, seg)))) {
                    kudde.engine.model.Pos at = new kudde.engine.model.Pos(b.x(tile), b.y(tile));
                    int segment = seg;
                    asks.put(() -> view.whyFeature(at, segment), About.UNKNOWN);
                }
            }
        }
        for (java.util.Map.Entry<Runnable, About> ask : asks.entrySet()) {
            ask.getKey().run();
            List<Seen> chain = new ArrayList<>();
            collect(panel, chain, true);
            List<kudde.tutor.Why.Link> links = why.why().links();
            for (Seen s : chain) {
                // A link tells its own step; the title states what its question asks about.
                About about = s.where().equals("whyQuestion") ? ask.getValue() : About.UNKNOWN;
                if (s.where().startsWith("whyLinks[")) {
                    int i = Integer.parseInt(s.where().substring("whyLinks[".length(), s.where().length() - 1));
                    about = About.step(links.get(i).index());
                }
                seen.add(new Seen("why chain: " + s.where(), s.text(), s.control(), s.row(), about));
            }
        }
        JButton close = window.robot().finder().findByName(view, "whyClose", JButton.class, false);
        if (close.isShowing()) {
            close.doClick();
        }
    }

    /**
     * A question open in the window, with what the matcher needs to know of it: the step it waits
     * before, its answer, the asked player's score before that step (points questions), and the roots,
     * on the board shown, of the features and figures that step is about (null: none known, so any).
     */
    private record Asked(LessonQuestion q, int step, Object right, int before, Set<Integer> concerned) {
    }

    private Asked asked(TutorView view, LessonQuestion q) {
        Resolution r = view.timeline().resolution();
        int step = view.quiz().stepOf(q);
        int before = q.player() == null ? 0 : view.timeline().snapshot().scores()[r.scenario().playerIndex(q.player())];
        kudde.engine.board.Board b = main.boardView().board();
        kudde.engine.play.Step s = r.steps().get(step);
        Set<Integer> roots = new java.util.HashSet<>();
        for (kudde.engine.play.Highlight.SegmentRef ref : s.highlight().features()) {
            int tile = b.tileAt(ref.at().x(), ref.at().y());
            if (tile >= 0 && ref.segment() < b.segmentsOn(tile)) {
                roots.add(b.find(b.segment(tile, ref.segment())));
            }
        }
        for (int i : s.highlight().figures()) {
            kudde.engine.play.Figure f = i < s.after().figures().size() ? s.after().figures().get(i) : null;
            int tile = f == null ? -1 : b.tileAt(f.x(), f.y());
            if (tile >= 0 && f.segment() >= 0 && f.segment() < b.segmentsOn(tile)) {
                roots.add(b.find(b.segment(tile, f.segment())));
            }
        }
        return new Asked(q, step, Quiz.answer(r, q.question()), before, roots.isEmpty() ? null : roots);
    }

    /**
     * Why text {@code s} gives away the answer to the open question {@code a}, or null: it states the
     * answer about the thing asked, at or after the question's step (see the class comment).
     */
    private static String givesAway(TutorTexts tx, Scenario sc, Asked a, Seen s, List<String> implied) {
        LessonQuestion q = a.q();
        Object right = a.right();
        String text = s.text();
        if (s.about().step() >= 0 && s.about().step() < a.step()) {
            return null; // history: what a step before the question's did
        }
        if (s.about().feature() >= 0 && a.concerned() != null && !a.concerned().contains(s.about().feature())) {
            return null; // a feature the question's step does not touch
        }
        switch (q.kind()) {
            case POINTS -> {
                int n = (Integer) right;
                int player = sc.playerIndex(q.player());
                String name = tx.explain().name(sc.players().get(player));
                if (s.about().totalOf() != null) {
                    // A total: only the asked player's score after the step tells what the step gives.
                    return n > 0 && s.about().totalOf().equals(name) && s.about().total() == a.before() + n
                            ? "states the later score " + (a.before() + n) : null;
                }
                Pattern points = Pattern.compile("(?<![\\d.,])(" + n + " (points?|punten|punt)\\b|\\+" + n + "(?!\\d))");
                if (points.matcher(text).find()) {
                    return "states the points " + n;
                }
                if (n > 0 && s.scoreOf(name, a.before() + n)) {
                    return "shows the later score " + (a.before() + n);
                }
            }
            case SCORERS -> {
                Collection<?> ids = (Collection<?>) right;
                for (Object id : ids) {
                    String name = tx.explain().name(sc.players().get(sc.playerIndex((String) id)));
                    if (!implied.contains(name) && Pattern.compile(Pattern.quote(name) + " (scores|score|gets|krijgt|krijgen|scoort|scoren)\\b")
                            .matcher(text).find()) {
                        return "says " + name + " scores";
                    }
                }
                if (ids.isEmpty() && Pattern.compile("(?i)\\b(nobody scores|no one scores|niemand scoort)").matcher(text).find()) {
                    return "says nobody scores";
                }
            }
            case SHEPHERD_RETURNS -> {
                if (Pattern.compile("^(Yes|No|Ja|Nee)[:.,!]").matcher(text.strip()).find() && !s.control()) {
                    return "answers yes or no";
                }
                String verdict = right.equals(Boolean.TRUE) ? tx.get("quiz.yes") : tx.get("quiz.no");
                if (Pattern.compile("(?i)\\b(the answer is|het antwoord is)\\W*" + verdict).matcher(text).find()) {
                    return "states " + verdict;
                }
            }
            default -> {
                for (String key : List.of("odds.growBetter", "odds.guideBetter", "odds.equal", "odds.verdictOpen")) {
                    if (text.contains(tx.get(key))) {
                        return "gives the odds' verdict";
                    }
                }
                for (String key : List.of("odds.guide", "odds.grow", "odds.growClosed")) {
                    String head = tx.get(key).substring(0, tx.get(key).indexOf('{')).strip();
                    if (text.startsWith(head)) {
                        return "gives what " + (key.equals("odds.guide") ? "guiding" : "growing") + " is worth";
                    }
                }
                String verdict = right == Turn.Flock.GROW ? tx.get("quiz.grow") : tx.get("quiz.guide");
                if (!s.control() && Pattern.compile("^" + verdict + "[:.,!]").matcher(text.strip()).find()) {
                    return "states " + verdict;
                }
            }
        }
        return null;
    }

    /** Answers {@code q} through the question's own controls, right or wrong, and checks it. */
    private void answer(TutorView view, LessonQuestion q, boolean wrong) {
        edt(() -> {
            Resolution r = view.timeline().resolution();
            Object right = Quiz.answer(r, q.question());
            switch (q.kind()) {
                case POINTS -> find(view, "answerPoints", JTextField.class)
                        .setText(Integer.toString((Integer) right + (wrong ? 1 : 0)));
                case SCORERS -> {
                    Set<String> ids = new TreeSet<>();
                    for (Object id : (Collection<?>) right) {
                        ids.add((String) id);
                    }
                    for (PlayerSetup p : r.scenario().players()) {
                        boolean in = ids.contains(p.id());
                        // Wrong: nobody when someone scores, everyone when nobody does.
                        find(view, "answer." + p.id(), JCheckBox.class).setSelected(wrong ? ids.isEmpty() : in);
                    }
                }
                case SHEPHERD_RETURNS -> find(view, right.equals(Boolean.TRUE) != wrong ? "answerYes" : "answerNo",
                        JRadioButton.class).setSelected(true);
                default -> find(view, right == Turn.Flock.GROW != wrong ? "answerGrow" : "answerGuide",
                        JRadioButton.class).setSelected(true);
            }
            find(view, "check", JButton.class).doClick();
            return null;
        });
    }

    /** The tutor's component named {@code name}: in the tutor's view, else wherever the layout shows it. */
    private <T extends Component> T find(TutorView view, String name, Class<T> type) {
        java.util.Collection<Component> inView = window.robot().finder().findAll(view,
                new org.assertj.swing.core.NameMatcher(name, type, true));
        return inView.isEmpty() ? window.robot().finder().findByName(main, name, type, true)
                : type.cast(inView.iterator().next());
    }

    private String text(TutorView view, String name) {
        return find(view, name, JTextComponent.class).getText();
    }

    /**
     * What a text is known to be about, where the walk knows it: the step it tells (-1: none known,
     * read as now), the feature it describes (its root on the board shown, -1: none known), and the
     * player whose total score it states with that total (null: not a total).
     */
    private record About(int step, int feature, String totalOf, int total) {
        static final About UNKNOWN = new About(-1, -1, null, 0);

        static About step(int step) {
            return new About(step, -1, null, 0);
        }

        static About feature(int root) {
            return new About(-1, root, null, 0);
        }

        static About total(String player, int total) {
            return new About(-1, -1, player, total);
        }
    }

    /** A text the window shows, where, and whether it labels an answer control of the question. */
    private record Seen(String where, String text, boolean control, String row, About about) {
        Seen(String where, String text, boolean control, String row) {
            this(where, text, control, row, About.UNKNOWN);
        }

        @Override
        public String toString() {
            return where + " \"" + text + "\"";
        }

        /** Whether this is the score of {@code name} in a table row reading {@code score}, or "score (+n)". */
        boolean scoreOf(String name, int score) {
            return row != null && where.endsWith(",1]") && row.equals(name) && (text.equals(Integer.toString(score)) || text.startsWith(score + " ("));
        }
    }

    /**
     * The texts a visible component and its visible children give, the question and its answer
     * controls left out. Every tab of a tabbed pane is read as if it were in front (its pane hides the
     * tabs behind), so one reading covers the window with any tab of either dock in front.
     */
    private void collect(Component c, List<Seen> out) {
        collect(c, out, false);
    }

    private void collect(Component c, List<Seen> out, boolean tab) {
        if (!tab && !c.isVisible()) {
            return;
        }
        String name = c.getName() == null ? c.getClass().getSimpleName() : c.getName();
        // The question itself, and the controls it is answered with.
        if ("question".equals(name) || name.startsWith("answer")) {
            return;
        }
        if (c instanceof JTextComponent t) {
            add(out, name, t.getText(), false, null);
        } else if (c instanceof JLabel l) {
            add(out, name, l.getText(), false, null);
        } else if (c instanceof AbstractButton b) {
            add(out, name, b.getText(), true, null);
        } else if (c instanceof JList<?> list) {
            listRows(list, name, out);
        } else if (c instanceof JTable table) {
            for (int row = 0; row < table.getRowCount(); row++) {
                String first = String.valueOf(table.getValueAt(row, 0));
                for (int col = 0; col < table.getColumnCount(); col++) {
                    add(out, name + "[" + row + "," + col + "]", String.valueOf(table.getValueAt(row, col)), false, first);
                }
            }
        }
        if (c instanceof JTabbedPane tabs) {
            for (int i = 0; i < tabs.getTabCount(); i++) {
                // The author's tools (the Inspector with the lesson's own texts, the problems) are read
                // as they show; the tutor's panels as if each were in front.
                boolean author = List.of(main.texts().get("dock.inspector"), main.texts().get("dock.problems")).contains(tabs.getTitleAt(i));
                collect(tabs.getComponentAt(i), out, !author);
            }
        } else if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                collect(child, out, false);
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void listRows(JList list, String name, List<Seen> out) {
        for (int i = 0; i < list.getModel().getSize(); i++) {
            Component r = list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(i), i,
                    false, false);
            String s = r instanceof JLabel l ? l.getText() : r instanceof JTextComponent t ? t.getText() : null;
            add(out, name + "[" + i + "]", s, false, null);
        }
    }

    private static void add(List<Seen> out, String where, String text, boolean control, String row) {
        add(out, where, text, control, row, About.UNKNOWN);
    }

    private static void add(List<Seen> out, String where, String text, boolean control, String row, About about) {
        if (text != null && !text.isBlank()) {
            out.add(new Seen(where, text.replaceAll("<[^>]*>", ""), control, row, about));
        }
    }

    /** The bundled lessons that ask a question, as the window names them (e.g. fields/01-….json). */
    private static List<String> lessonsWithQuestions() {
        Path dir = Scenarios.directory();
        List<String> out = new ArrayList<>();
        for (Path p : Scenarios.files()) {
            try {
                if (java.nio.file.Files.readString(p).contains("\"quiz\"")) {
                    out.add(dir.relativize(p).toString().replace('\\', '/'));
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return out;
    }
}
