package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kudde.engine.model.Exercise;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.lesson.LessonQuestion;

/**
 * The words of the bundled lessons, which a learner reads: every lesson opens with a goal and
 * closes with a takeaway in English and Dutch instead of a description; what a learner reads — the
 * title, goal, takeaway, questions, exercise tasks and hints, step comments, and every step the engine tells —
 * carries no internal ids (tile ids as nouns, locations, variant keys, preset ids) and no colour
 * where the player has a name; English says "field", never "meadow"; the base-game lessons do not
 * mention hills, which come later on the path; the Dutch uses the seed's words.
 */
class LessonWordsTest {
    /** Ids an author types and a learner should never read. */
    private static final Pattern INTERNAL = Pattern.compile(
            "\\b(base|hs)/\\w+|\\b(city|road|field|monastery):[A-Z]+|\\b(tending|closedField|hillTiebreak|dragonSheep"
                    + "|dragonTiming|tinyCity)\\s*=|\\b(closedField|hillTiebreak|dragonSheep|dragonTiming|tinyCity)\\b"
                    + "|\\bseed\\b|(?i:second-edition|before-scoring|after-scoring|\\bpresets?\\b|voorinstelling)");
    /** A tile id may follow a tile's description in brackets, for authors: "a curve (base/V)". */
    private static final Pattern TILE_IN_BRACKETS = Pattern.compile("\\((base|hs)/\\w+\\)");
    private static final Pattern COLOUR = Pattern.compile(
            "\\b(red|blue|green|yellow|black|rood|rode|blauw|blauwe|groen|groene|geel|gele|zwart|zwarte)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern MEADOW = Pattern.compile("\\bmeadows?\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern HILLS = Pattern.compile("\\b(hills?|heuvels?|heuveltegels?)\\b", Pattern.CASE_INSENSITIVE);
    /**
     * The lessons met before the vineyards on the path (the base game, shepherds, fields) name no vineyard in
     * their own words: "the tile in the middle", not "the vineyard tile"; nor does the engine, which names a
     * landmark tile's vineyard only where a monastery is in play (Game.landmarkName).
     */
    private static final Pattern BEFORE_VINEYARDS = Pattern.compile("(base|shepherds|fields)/");
    private static final Pattern VINEYARDS = Pattern.compile("\\b(vineyards?|wijngaard\\w*)", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /**
     * Small numbers in running text are words: no sentence opens with a digit ("3 of the tiles", "1 follower
     * returns"), and a count that stands for its things is a word ("all 3 hold a shepherd", "joins 3 fields",
     * "only 2 wolves"). Sums, scores and quantities keep their digits ("9 + 2 × 3 = 15", "all 8 tiles", "7 sheep").
     */
    private static final Pattern DIGIT_IN_WORDS = Pattern.compile(
            "[.!?]\\s+\\d+\\s+(?![+×x=-])\\p{L}"
                    + "|\\b(?:all|alle)\\s+[2-9]\\s+(?:hold|holds|have|are|staat|staan|hebben|zijn)\\b"
                    + "|\\b(?:joins|verbindt)\\s+[2-9]\\s|\\bonly\\s+[2-9]\\s+wolves\\b|\\balleen nog\\s+[2-9]\\s+wolven\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    /** Dutch words that are not the seed's, with the seed's word. */
    private static final Map<Pattern, String> NOT_THE_SEEDS = new LinkedHashMap<>();

    static {
        dutch("schaapfiches?", "schaapsfiche");
        dutch("\\bwei(tje|tjes|land|landen)?\\b|grasland", "weide (een kleine weide)");
        dutch("\\b(zak|zakje)\\b", "buidel");
        dutch("\\b(volgelingen|volgeling|meeples?|pionnen|pion)\\b", "horige");
        dutch("\\bschaapherders?\\b", "herder");
        dutch("\\b(bergen|berg|bult|heuveltje)\\b", "heuvel");
        dutch("\\b(wijnbergen|wijnberg|wijnstokken|wijnstok|druiven)\\b", "wijngaard");
        dutch("\\b(wapens?|schildjes?|schilden|schild|wimpels?)\\b", "wapenschild");
        dutch("\\bpast\\s+(een|de|die|deze|dezelfde|zijn|haar)\\s+\\w*tegel\\w*\\b[^.;:]{0,40}\\baan\\b"
                + "|\\b(aanpast|aanpassen|aangepast)\\b", "legt … aan");
        dutch("\\b(de|deze) stelling\\b|\\bopstelling\\b", "beginopstelling");
        dutch("\\b(onder (deze|de) regels|in deze regels)\\b", "volgens deze regels");
        dutch("\\bgelijkspel\\b", "gelijke stand");
        dutch("\\b(token|tokens|shepherd|field|follower|meadow)\\b", "the Dutch word");
        // One word for each thing, and the seed's grammar.
        dutch("\\bgelijk\\s+staande?\\b", "gelijkstaande");
        dutch("\\bgesloten\\b", "afgesloten (one word for a closed field)");
        dutch("\\balle (twee|drie|vier) schuine\\b", "alle drie schuin");
        dutch("(?<!bocht )\\bin de weg\\b|\\bin de klooster\\b|\\bop de klooster\\b", "op de weg, in het klooster");
        dutch("\\bherders?( van [\\w ]{1,20}?)? (wordt|worden) teruggenomen\\b|\\bteruggenomen worden\\b",
                "Anna neemt haar herder terug");
        // The player takes the shepherd back, as the seed says ("neemt hij zijn herder terug in zijn voorraad").
        dutch("\\bherders? (gaat|gaan)( toch| ook)? terug\\b|\\bde herder( ook)? teruggaan\\b",
                "Anna neemt de herder terug (in de voorraad)");
        // A follower stands on a road, in a city; a monk in a monastery; the dragon's path is no "weg".
        dutch("\\bmag deze weg niet\\b|\\bridder op (de|zijn|haar|een) \\w*\\s?stad\\b", "deze route; een ridder in de stad");
        dutch("\\b(verzorgen|de kudde verzorgen) (is|was) vrij\\b|\\boptioneel\\b|\\bnaar keuze\\b|\\bhoeft het niet\\b", "niet verplicht");
        dutch("\\b1 (tegels|horigen|herders|punten|wijngaarden|fiches|heuveltegels|steden|wegen)\\b", "1 tegel (agreement)");
        dutch("\\bNederlandse regels van de 1e editie\\b", "the Dutch text says nothing about a closed field");
        dutch("\\b(eerste|tweede|derde|vierde) herder van\\b|\\b(haar|zijn) (tweede|derde|vierde) herder\\b",
                "de herder van Anna, voor de derde keer ingezet (each player has one)");
    }

    /** English that is wrong or says too much, with what to write instead. */
    private static final Map<Pattern, String> NOT_ENGLISH = new LinkedHashMap<>();

    static {
        english("\\btied? with the most\\b", "tie for the most followers");
        english("\\b(in|into) (a|the) road\\b", "on a road");
        english("\\beach of the 1\\b|\\b1 (tiles|points|followers|shepherds|vineyards|tokens|hill tiles|cities|roads)\\b",
                "agreement with 1");
        english("('s|\\bher|\\bhis|\\btheir) (first|second|third|fourth|last) shepherd\\b",
                "Anna's shepherd, placed a third time (each player has one)");
        english("\\broad is complete: [^.]*no follower stands in it\\b|\\bknight on (its|the|a|her|his) \\w*\\s?city\\b",
                "no follower stands on a road; a knight in a city");
        english("\\bDutch 1st-edition rules\\b", "the Dutch text says nothing about a closed field");
    }

    private static void english(String regex, String instead) {
        NOT_ENGLISH.put(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), instead);
    }

    private static void dutch(String regex, String seedWord) {
        NOT_THE_SEEDS.put(Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE), seedWord);
    }

    @Test
    void everyLessonHasAGoalAndATakeawayInBothLanguages() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            String name = name(f);
            for (String lang : List.of("en", "nl")) {
                if (s.title().getOrDefault(lang, "").isBlank()) {
                    wrong.add(name + ": no title in " + lang);
                }
                if (s.goal().getOrDefault(lang, "").isBlank()) {
                    wrong.add(name + ": no goal in " + lang);
                }
                if (s.takeaway().getOrDefault(lang, "").isBlank()) {
                    wrong.add(name + ": no takeaway in " + lang);
                }
            }
            if (!s.description().isEmpty()) {
                wrong.add(name + ": still has a description");
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void theLessonTextsUseTheProjectsWords() throws Exception {
        List<String> wrong = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            String name = name(f);
            List<Map<String, String>> texts = new ArrayList<>(List.of(s.title(), s.goal(), s.takeaway(), s.description()));
            for (LessonQuestion q : s.quiz()) {
                texts.add(q.ask());
            }
            for (LessonExercise e : s.exercises()) {
                texts.add(e.ask());
                e.hints().forEach(h -> texts.add(h.look()));
            }
            // The author's comments under the steps are learner text too.
            s.comments().forEach(c -> texts.add(c.text()));
            for (Map<String, String> t : texts) {
                for (Map.Entry<String, String> e : t.entrySet()) {
                    check(name, e.getKey(), e.getValue(), wrong);
                    // The engine names a tile by all it shows; the lesson's own words do not call it a vineyard tile.
                    if (BEFORE_VINEYARDS.matcher(name).lookingAt() && VINEYARDS.matcher(e.getValue()).find()) {
                        wrong.add(name + " (" + e.getKey() + "): a lesson met before the vineyards speaks of vineyards: "
                                + e.getValue());
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void theStepsTheEngineTellsUseTheProjectsWords() throws Exception {
        List<String> wrong = new ArrayList<>();
        int steps = 0;
        for (Path f : Scenarios.files()) {
            Resolution r = Resolver.resolve(ScenarioReader.read(f).game());
            String name = name(f);
            for (String lang : List.of("en", "nl")) {
                Texts tx = Texts.of(lang.equals("en") ? Texts.ENGLISH : Texts.DUTCH);
                for (Step st : r.steps()) {
                    List<String> said = new ArrayList<>();
                    said.add(tx.stepText(st));
                    said.addAll(tx.notes(st));
                    for (String text : said) {
                        check(name, lang, TILE_IN_BRACKETS.matcher(text).replaceAll(""), wrong);
                        // No monastery in these lessons, so no vineyard can count (V1): the engine names none either.
                        if (BEFORE_VINEYARDS.matcher(name).lookingAt() && VINEYARDS.matcher(text).find()) {
                            wrong.add(name + " (" + lang + "): a lesson met before the vineyards names a vineyard: " + text);
                        }
                    }
                    steps++;
                }
            }
        }
        assertThat(steps).isGreaterThan(500);
        assertThat(wrong).isEmpty();
    }

    /**
     * What the window says in Dutch around the lessons (the problems panel, the tutor's notices, the
     * variant names) uses the seed's words too: "beginopstelling" (or "opstelling" for a position later in the lesson),
     * not "de stelling".
     */
    @Test
    void theWindowsDutchTextsUseTheSeedsWords() throws Exception {
        List<String> wrong = new ArrayList<>();
        int texts = 0;
        for (String bundle : List.of("/kudde/ui/ui_nl.properties", "/kudde/ui/tutor/tutor_nl.properties",
                "/kudde/ui/course/course_nl.properties",
                "/kudde/explain/messages_nl.properties")) {
            java.util.Properties p = new java.util.Properties();
            try (var in = new java.io.InputStreamReader(LessonWordsTest.class.getResourceAsStream(bundle),
                    java.nio.charset.StandardCharsets.UTF_8)) {
                p.load(in);
            }
            for (String key : p.stringPropertyNames()) {
                for (Map.Entry<Pattern, String> e : NOT_THE_SEEDS.entrySet()) {
                    Matcher m = e.getKey().matcher(p.getProperty(key));
                    // The window may show a position in the middle of a lesson: an "opstelling".
                    if (m.find() && !m.group().equalsIgnoreCase("opstelling")) {
                        wrong.add(bundle + " " + key + ": \"" + m.group() + "\" where the seed says \"" + e.getValue() + "\"");
                    }
                }
                texts++;
            }
        }
        assertThat(texts).isGreaterThan(500);
        assertThat(wrong).isEmpty();
    }

    /**
     * A lesson that tells its story near the game's end (at most five tiles still to be drawn) says so in
     * its goal, in both languages: how much game is left decides whether growing a flock can pay (S10).
     */
    @Test
    void aLessonNearTheGamesEndSaysSoInItsGoal() throws Exception {
        List<String> wrong = new ArrayList<>();
        int near = 0;
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            if (s.game().tilesLeft() == null || s.game().tilesLeft() > 5) {
                continue;
            }
            near++;
            String[] en = {"", "one tile is", "two tiles are", "three tiles are", "four tiles are", "five tiles are"};
            String[] nl = {"", "één tegel", "twee tegels", "drie tegels", "vier tegels", "vijf tegels"};
            String goalEn = s.goal().getOrDefault("en", "");
            String goalNl = s.goal().getOrDefault("nl", "");
            if (!goalEn.contains("nearly over") || !goalEn.contains(en[s.game().tilesLeft()])) {
                wrong.add(name(f) + " (en), " + s.game().tilesLeft() + " tiles left: " + goalEn);
            }
            if (!goalNl.contains("bijna uit") || !goalNl.contains(nl[s.game().tilesLeft()])) {
                wrong.add(name(f) + " (nl), " + s.game().tilesLeft() + " tiles left: " + goalNl);
            }
        }
        assertThat(near).isGreaterThan(5);
        assertThat(wrong).isEmpty();
    }

    /** The checks find what the library used to say, and pass what it says now. */
    @Test
    void theChecksRecogniseTheOldSentences() {
        List<String> wrong = new ArrayList<>();
        check("base/x", "en", "Anna places base/A at [1,0].", wrong);
        check("base/x", "en", "Red's thief stands on the road.", wrong);
        check("base/x", "en", "Two farmers in one meadow.", wrong);
        check("base/x", "en", "Only the player with a follower on a hill scores the tie.", wrong);
        check("shepherds/x", "en", "Under the seed rules the flock stays (tending=optional).", wrong);
        check("shepherds/x", "en", "Second-edition rules: who scores?", wrong);
        check("shepherds/x", "nl", "Volgens de regels second-edition blijft de kudde staan.", wrong);
        check("shepherds/x", "nl", "Anna past een tegel aan op [1,0].", wrong);
        check("shepherds/x", "nl", "Er liggen 2 schaapfiches in het weitje.", wrong);
        check("shepherds/x", "nl", "de stelling zoals opgezet", wrong);
        check("shepherds/x", "nl", "Onder deze regels moet Anna kiezen.", wrong);
        assertThat(wrong).hasSize(12);
        List<String> right = new ArrayList<>();
        check("base/x", "en", "Anna places a monastery with a road at [1,0]; the tied knights both score 8.", right);
        check("hills/x", "en", "Anna's knight on the hill wins the tie (H4).", right);
        check("shepherds/x", "nl", "Anna legt een tegel aan op [1,0]; de beginopstelling heeft een wapenschild.", right);
        check("shepherds/x", "nl", "Volgens de regels van de 2e editie gaat de kleine weide naar de stal; er komt een schaapsfiche bij.", right);
        check("shepherds/x", "nl", "Anna mag haar weide vergroten; de herders van Anna en Bram staan gelijk.", right);
        assertThat(right).isEmpty();
    }

    /** The checks find the sentences the course used to say, and pass what it says now. */
    @Test
    void theChecksRecogniseTheWordsTheCourseUsedToSay() {
        List<String> wrong = new ArrayList<>();
        check("base/x", "nl", "De gelijk staande ridders krijgen allebei de volle 8.", wrong);
        check("editions/x", "nl", "Een gesloten weide gaat meteen naar de stal.", wrong);
        check("vineyards/x", "nl", "drie wijngaardtegels, alle drie schuine (linksboven, rechtsboven en linksonder)", wrong);
        check("refused/x", "nl", "maar volgens de regels mag deze zet niet: in de weg staat al een horige.", wrong);
        check("refused/x", "nl", "er staat al een monnik in de klooster", wrong);
        check("shepherds/x", "nl", "en de herder van Anna wordt teruggenomen.", wrong);
        check("fields/x", "nl", "en beide herders moeten teruggenomen worden, niet alleen die van Bram", wrong);
        check("base/x", "nl", "1 punt plus 1 voor elk van de 1 tegels eromheen", wrong);
        check("editions/x", "nl", "Volgens de Nederlandse regels van de 1e editie zou de kudde blijven staan.", wrong);
        check("base/x", "en", "Anna and Bram tie with the most followers, so both score the full points.", wrong);
        check("refused/x", "en", "A follower may not go into a road that already holds a follower.", wrong);
        check("base/x", "en", "1 point plus 1 for each of the 1 tile around it", wrong);
        check("game/x", "en", "Anna's third shepherd grew its flock to 6.", wrong);
        check("game/x", "nl", "De derde herder van Anna breidde zijn kudde uit tot 6 schapen.", wrong);
        check("editions/x", "en", "Under the Dutch 1st-edition rules the flock would stay there until the end.", wrong);
        check("fields/x", "en", "The tile joins 3 fields into one, and all 3 hold a shepherd (Anna, Bram and Cor).", wrong);
        check("fields/x", "nl", "De tegel verbindt 3 weiden tot één weide, en in alle 3 staat een herder.", wrong);
        check("hills/x", "en", "Anna scores 9 points. 3 of the tiles around the monastery have a hill.", wrong);
        check("base/x", "nl", "Anna krijgt 4 punten. 1 horige gaat terug in de voorraad.", wrong);
        check("shepherds/x", "en", "Only 2 wolves are left in the bag, not one sheep token.", wrong);
        assertThat(wrong).hasSize(20);
        List<String> right = new ArrayList<>();
        check("base/x", "nl", "De gelijkstaande ridders krijgen allebei de volle 8; een afgesloten weide blijft.", right);
        check("base/x", "nl", "Anna legt een tegel met een bocht in de weg aan; op de weg staat al een horige.", right);
        check("shepherds/x", "nl", "Anna neemt haar herder terug, en verzorgen is hier niet verplicht.", right);
        check("base/x", "en", "Anna and Bram tie for the most followers; Bram's thief is on the road.", right);
        check("game/x", "en", "Anna's shepherd, placed a third time, grew its flock to 6; 1 tile, 2 tiles.", right);
        check("refused/x", "en", "Refused: a second shepherd in one field.", right);
        check("fields/x", "en", "The tile joins three fields into one, and all three hold a shepherd: 10 sheep.", right);
        check("vineyards/x", "en", "Anna scores 9 + 2 × 3 = 15. Two vineyards lie around it. 9 + 3 × 3 = 18 (B5).", right);
        check("base/x", "nl", "De stad is af: 4 tegels. Eén horige gaat terug in de voorraad.", right);
        assertThat(right).isEmpty();
    }

    /**
     * No source overstated: where "must" comes from (the English 1st-edition rulebook,
     * S5) is said once, by the lesson that teaches tending, the refused move that shows it and the
     * editions lesson on the variant — not at every tending step, and never in a 2nd-edition lesson as
     * if that edition differed.
     */
    @Test
    void whereMustComesFromIsSaidOnlyWhereItIsTaught() throws Exception {
        Pattern rulebook = Pattern.compile("English 1st-edition rulebook|Engelse spelregelboek van de 1e editie");
        java.util.Set<String> saidIn = new java.util.TreeSet<>();
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            String name = name(f);
            List<String> texts = new ArrayList<>(List.of(s.title().toString(), s.goal().toString(), s.takeaway().toString()));
            s.quiz().forEach(q -> texts.add(q.ask().toString()));
            s.exercises().forEach(e -> {
                texts.add(e.ask().toString());
                e.hints().forEach(h -> texts.add(h.look().toString()));
            });
            s.comments().forEach(c -> texts.add(c.text().toString()));
            Resolution r = Resolver.resolve(s.game());
            for (String lang : List.of("en", "nl")) {
                Texts tx = Texts.of(lang.equals("en") ? Texts.ENGLISH : Texts.DUTCH);
                for (Step st : r.steps()) {
                    texts.add(tx.stepText(st));
                    texts.addAll(tx.notes(st));
                }
            }
            if (texts.stream().anyMatch(t -> rulebook.matcher(t).find())) {
                saidIn.add(name.substring(0, name.indexOf('-')));
            }
        }
        assertThat(saidIn).containsExactlyInAnyOrder("shepherds/03", "refused/05", "editions/01");
    }

    private static void check(String lesson, String lang, String text, List<String> wrong) {
        String where = lesson + " (" + lang + "): ";
        Matcher m = INTERNAL.matcher(text);
        if (m.find()) {
            wrong.add(where + "an internal id \"" + m.group() + "\": " + text);
        }
        m = COLOUR.matcher(text);
        if (m.find()) {
            wrong.add(where + "a colour \"" + m.group() + "\" where the players have names: " + text);
        }
        if (lang.equals("en") && MEADOW.matcher(text).find()) {
            wrong.add(where + "\"meadow\" where the project says \"field\": " + text);
        }
        m = DIGIT_IN_WORDS.matcher(text);
        if (m.find()) {
            wrong.add(where + "a digit where running text writes the number as a word \"" + m.group().strip() + "\": " + text);
        }
        if (lesson.startsWith("base/") && HILLS.matcher(text).find()) {
            wrong.add(where + "a base-game lesson mentions hills before they are taught: " + text);
        }
        if (lang.equals("en")) {
            for (Map.Entry<Pattern, String> e : NOT_ENGLISH.entrySet()) {
                m = e.getKey().matcher(text);
                if (m.find()) {
                    wrong.add(where + "\"" + m.group() + "\" where the course says \"" + e.getValue() + "\": " + text);
                }
            }
        }
        if (lang.equals("nl")) {
            for (Map.Entry<Pattern, String> e : NOT_THE_SEEDS.entrySet()) {
                m = e.getKey().matcher(text);
                if (m.find()) {
                    wrong.add(where + "\"" + m.group() + "\" where the seed says \"" + e.getValue() + "\": " + text);
                }
            }
        }
    }

    private static String name(Path f) {
        return Scenarios.directory().relativize(f).toString().replace('\\', '/');
    }
}
