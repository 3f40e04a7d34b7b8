/**
 * The languages Kudde speaks, as data: {@link kudde.lang.Languages} finds them from the bundles
 * present, {@link kudde.lang.Bundle} reads one bundle of message patterns in one of them, and
 * {@link kudde.lang.LessonText} picks a lesson's text (a map from language tag to text) for a
 * reader. Adding a language takes bundle files and lesson texts, never a change here. This package
 * depends on nothing else of Kudde; every layer that shows words may use it.
 */
package kudde.lang;
