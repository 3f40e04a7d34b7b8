package kudde.ui;

import java.nio.file.Path;
import javax.swing.JTabbedPane;
import kudde.engine.model.Scenario;
import kudde.engine.play.Message;
import kudde.tutor.review.Moment;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import kudde.ui.doc.Document;
import kudde.ui.kit.Background;
import kudde.ui.kit.Docks;
import kudde.ui.kit.Strings;
import kudde.ui.review.ReviewPanel;
import kudde.ui.tutor.TutorView;

/**
 * Where Game ▸ Review lives in the window: docked beside the board, never over it — in learn mode a
 * tab of the side next to the tutor, in the workbench a tab of the bottom dock — so the moment it
 * shows on the board stays in sight. It follows a switch of mode and of language.
 *
 * <p>"Practise this" makes the document the exercise (the game kept aside), and the tutor goes to
 * the exercise at once; once it is solved, or on "Back to the game", the game comes back at the
 * moment and the review is in front again.
 */
final class ReviewPlace {
    private final MainWindow window;
    private ReviewPanel panel;
    /** The reviewed game as it was when the review opened, to come back to after an exercise. */
    private Scenario game;
    private Path gameFile;
    private boolean gameDirty;
    private String gameLesson;
    /** The exercise being practised (the open document), or null. */
    private Scenario practising;
    private Moment practised;
    /** A step of this scenario to show once the tutor has its steps (-1: the exercise, its last step). */
    private Scenario goTo;
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
        game = doc.scenario();
        gameFile = doc.file();
        gameDirty = doc.dirty();
        gameLesson = doc.lessonName();
        panel = new ReviewPanel(review, Strings.locale(), !window.learning(), new ReviewPanel.Actions() {
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
                back(practised, null);
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
        goTo = null;
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
            goTo = exercise;
            goToStep = -1;
            window.document().replace(exercise, null, false);
            panel.setPractising(true, Message.of("review.practising", m.turn() + 1));
            tutorChanged();
        }, failure -> {
            window.log().write("making an exercise from a moment of the review", Thread.currentThread(), failure);
            panel.say(Message.of("review.practise.failed", String.valueOf(failure)));
        });
    }

    /** The game again, at moment {@code m}; the review in front, saying {@code said}. */
    private void back(Moment m, Message said) {
        if (practising == null) {
            return;
        }
        practising = null;
        practised = null;
        Document doc = window.document();
        if (gameLesson != null) {
            doc.replaceWithLesson(game, gameLesson);
        } else if (gameDirty) {
            doc.restore(game, null, gameFile);
        } else {
            doc.replace(game, gameFile, false);
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
        if (goTo != null && shown.equals(goTo) && shown.equals(window.document().scenario())) {
            Scenario at = goTo;
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
        if (practising != null && shown.equals(practising) && tutor.exercises() != null
                && tutor.exercises().size() > 0 && tutor.exercises().flow(0).solved()) {
            javax.swing.SwingUtilities.invokeLater(() -> {
                if (practising != null && panel != null) {
                    back(practised, Message.of("review.practise.solved", practised.turn() + 1));
                }
            });
        }
    }

    /** Another file opened (not the game, not its exercise): the review was of a game no longer open. */
    private void documentChanged() {
        Scenario s = window.document().scenario();
        if (panel != null && !s.equals(game) && !s.equals(practising) && goTo == null) {
            close();
        }
    }

    private void relabel() {
        if (panel != null) {
            panel.setLanguage(Strings.locale());
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
