package kudde.ui;

import java.nio.file.Path;
import javax.swing.JTabbedPane;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.play.Message;
import kudde.tutor.review.Moment;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import kudde.ui.doc.Document;
import kudde.ui.kit.Background;
import kudde.ui.kit.Docks;
import kudde.ui.review.ReviewPanel;
import kudde.ui.tutor.TutorView;

/**
 * Where Game ▸ Review lives in the window: docked beside the board, never over it — in learn mode a
 * tab of the side next to the tutor, in the workbench a tab of the bottom dock — so the moment it
 * shows on the board stays in sight. It follows a switch of mode and of language.
 *
 * <p>"Practise this" makes the document the exercise (the game kept aside), and the tutor goes to
 * the exercise at once. Solved, the exercise stays with its verdict until the learner moves on:
 * "Back to the game" (in learn mode also above the tabs, so the tutor's tab never hides it) or
 * another moment brings the game back at the moment, the review in front again.
 */
final class ReviewPlace {
    private final MainWindow window;
    private ReviewPanel panel;
    /** The reviewed game as it was when the review opened, to come back to after an exercise. */
    private Lesson game;
    private Path gameFile;
    private boolean gameDirty;
    private String gameLesson;
    /** What the status bar said of the game (the file opened or imported), to say again on the way back. */
    private StatusBar.Said gameSaid;
    /** The exercise being practised (the open document), or null. */
    private Lesson practising;
    private Moment practised;
    /** Whether the exercise being practised is solved. */
    private boolean solved;
    /** A step of this scenario to show once the tutor has its steps (-1: the exercise, its last step). */
    private Lesson goTo;
    private int goToStep;
    /** Where the panel is now: learn mode's side or the bottom dock (null: nowhere). */
    private Boolean inLearnSide;

    ReviewPlace(MainWindow window) {
        this.window = window;
        window.tutor().tutor().addChangeListener(this::tutorChanged);
        window.document().addListener(this::documentChanged);
        window.addLearningListener(this::place);
        window.language().addListener(this::relabel);
    }

    /** The review panel showing, or null. */
    ReviewPanel panel() {
        return panel;
    }

    /** Shows the review of the open document, in place of any review before it. */
    void open(Review review) {
        close();
        Document doc = window.document();
        game = doc.lesson();
        gameFile = doc.file();
        gameDirty = doc.dirty();
        gameLesson = doc.lessonName();
        panel = new ReviewPanel(review, window.language().locale(), !window.learning(), new ReviewPanel.Actions() {
            @Override
            public void show(Moment m) {
                if (practising != null) {
                    back(m, null);
                } else {
                    window.tutor().showStep(m.step());
                    front();
                }
            }

            @Override
            public void practise(Moment m) {
                ReviewPlace.this.practise(m);
            }

            @Override
            public void backToGame() {
                ReviewPlace.this.backToGame();
            }

            @Override
            public void close() {
                ReviewPlace.this.close();
            }
        });
        place();
        front();
        panel.requestFocusInWindow();
    }

    /** Closes the review (the document stays as it is). */
    void close() {
        if (panel == null) {
            return;
        }
        unplace();
        panel = null;
        game = null;
        practising = null;
        practised = null;
        solved = false;
        goTo = null;
        showBack();
    }

    private void practise(Moment m) {
        Review review = panel.review();
        ReviewPanel asked = panel;
        // The engine searches every legal move of the exercise: off the event thread.
        Background.run(() -> Practice.of(review, m), exercise -> {
            if (panel != asked) {
                return; // the review closed meanwhile
            }
            if (exercise == null) {
                panel.say(Message.of(m.kind() == Moment.Kind.TENDING ? "review.practise.none" : "review.practise.none.better"));
                panel.choose(m);
                return;
            }
            // The game is kept here, but unsaved work in it is the user's to decide on.
            if (gameDirty && !window.files().confirmDiscard()) {
                panel.choose(m);
                panel.setPractising(false, null);
                return;
            }
            practising = exercise;
            practised = m;
            solved = false;
            goTo = exercise;
            goToStep = -1;
            gameSaid = window.statusBar().said();
            window.document().replace(exercise, null, false);
            // The open document is the exercise now, not the game's file: the status bar names it.
            window.statusBar().say("status.practising", exercise.title());
            panel.setPractising(true, Message.of("review.practising", m.turn() + 1));
            showBack();
            tutorChanged();
        }, failure -> {
            window.log().write("making an exercise from a moment of the review", Thread.currentThread(), failure);
            panel.say(Message.of("review.practise.failed", String.valueOf(failure)));
        });
    }

    /** "Back to the game": the game at the moment practised, saying so if the exercise was solved. */
    private void backToGame() {
        if (practising != null) {
            back(practised, solved ? Message.of("review.practise.solved", practised.turn() + 1) : null);
        }
    }

    /** The game again, at moment {@code m}; the review in front, saying {@code said}. */
    private void back(Moment m, Message said) {
        if (practising == null) {
            return;
        }
        practising = null;
        practised = null;
        solved = false;
        showBack();
        Document doc = window.document();
        if (gameLesson != null) {
            doc.replaceWithLesson(game, gameLesson);
        } else if (gameDirty) {
            doc.restore(game, null, gameFile);
        } else {
            doc.replace(game, gameFile, false);
        }
        if (gameSaid != null) {
            window.statusBar().sayAgain(gameSaid);
            gameSaid = null;
        }
        panel.setPractising(false, said);
        if (m != null) {
            panel.choose(m);
            goTo = game;
            goToStep = m.step();
        }
        front();
        tutorChanged();
    }

    /** The tutor has new steps or moved: go where the review asked, and notice an exercise solved. */
    private void tutorChanged() {
        if (panel == null) {
            return;
        }
        TutorView tutor = window.tutor().tutor();
        if (tutor.timeline() == null) {
            return;
        }
        Scenario shown = tutor.timeline().resolution().scenario();
        if (goTo != null && shown.equals(goTo.game()) && goTo.equals(window.document().lesson())) {
            Lesson at = goTo;
            goTo = null;
            if (at == practising) {
                // The exercise is played after the position's last step: the tutor goes there, in front.
                window.tutor().showStep(tutor.timeline().size() - 1);
                if (window.learning()) {
                    window.learnView().showTutor();
                }
            } else {
                window.tutor().showStep(goToStep);
                front();
            }
            return;
        }
        if (practising != null && !solved && shown.equals(practising.game()) && tutor.exercises() != null
                && tutor.exercises().size() > 0 && tutor.exercises().flow(0).solved()) {
            // The tutor's verdict stays on screen until the learner moves on; the review says how.
            solved = true;
            panel.say(Message.of("review.practise.done", practised.turn() + 1));
        }
    }

    /** Learn mode's "Back to the game" above the tabs, shown while an exercise is practised there. */
    private void showBack() {
        boolean shown = panel != null && practising != null && window.learning();
        window.learnView().showBack(shown ? panel.backLabel() : null, this::backToGame);
    }

    /** Another file opened (not the game, not its exercise): the review was of a game no longer open. */
    private void documentChanged() {
        Lesson s = window.document().lesson();
        if (panel != null && !s.equals(game) && !s.equals(practising) && goTo == null) {
            close();
        }
    }

    private void relabel() {
        if (panel != null) {
            panel.setLanguage(window.language().locale());
            showBack();
        }
    }

    /** Puts the panel where the mode wants it: learn mode's side, or the workbench's bottom dock. */
    private void place() {
        if (panel == null) {
            return;
        }
        boolean learning = window.learning();
        if (inLearnSide != null && inLearnSide == learning) {
            return;
        }
        unplace();
        panel.setWide(!learning);
        if (learning) {
            window.learnView().showReview(panel, "dock.review");
        } else {
            window.docks().add(Docks.Side.BOTTOM, "dock.review", panel);
        }
        inLearnSide = learning;
        showBack();
        front();
    }

    private void unplace() {
        if (inLearnSide == null) {
            return;
        }
        if (inLearnSide) {
            window.learnView().showReview(null, null);
        } else {
            window.docks().remove(panel);
        }
        inLearnSide = null;
        window.getContentPane().revalidate();
        window.getContentPane().repaint();
    }

    /** The review in front of its side or dock. */
    private void front() {
        if (panel == null || inLearnSide == null) {
            return;
        }
        if (inLearnSide) {
            window.learnView().showReviewInFront();
        } else {
            window.docks().show(panel);
            JTabbedPane bottom = window.docks().pane(Docks.Side.BOTTOM);
            bottom.revalidate();
        }
    }
}
