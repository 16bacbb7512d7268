package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code @Edge(invertedIndexSort = ...)}: the refused templates, each on the value, and what a sorted
 * inverted index generates (the key, the mapper's put, the listing's overloads, no setter for a part,
 * the backfill). The annotation spans several lines, so each error is shown on its line.
 */
class InvertedSortTest {

  private static final String WRITE = " Write the prefix, then '#{', a component's name and '}' per part, e.g."
      + " \"o#{orderedAt}#{orderId}\".";

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.Follow with these {@code @Edge} members; {@code invertedIndexSort} is on line 9. */
  private static JavaFileObject follow(String index, String sort) {
    return Sources.source("test.Follow",
        "@Edge(",
        "    source = \"ACTOR\",",                                                  // line 7
        "    target = \"TARGET\"" + index + ",",                                    // line 8
        "    invertedIndexSort = \"" + sort + "\")",                                // line 9
        "record Follow(@Edge.Source String follower, @Edge.Target String followee, java.time.Instant followedAt,",
        "    java.time.LocalDate day, double weight, String note) {}");
  }

  private static String generated(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString();
  }

  @Covers(Message.INVERTED_SORT_WITHOUT_INDEX)
  @Test
  void aSortWithoutAnInvertedIndex() {
    JavaFileObject source = follow("", "at#{followedAt}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVERTED_SORT_WITHOUT_INDEX, source, 9,
        "[SingletableInvertedSortWithoutIndex] invertedIndexSort orders an inverted index; Follow has"
        + " invertedIndexSort = \"at#{followedAt}\" but no invertedIndex. Add invertedIndex = \"GSI1\", or remove"
        + " invertedIndexSort.");
    Expect.nothingGenerated(processor);
  }

  @Test
  void aTemplateWithoutAPrefixIsRefusedAsAnIndexTemplateIs() {
    JavaFileObject source = follow(", invertedIndex = \"GSI1\"", "{followedAt}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_KEY_TEMPLATE, source, 9, "[SingletableInvalidKeyTemplate] An"
        + " index key template is a prefix without '#' or whitespace, then one or more #{component} parts, each"
        + " component once per index; invertedIndexSort of the inverted index of Follow is \"{followedAt}\": it has"
        + " no #{component} part." + WRITE);
    Expect.nothingGenerated(processor);
  }

  @ParameterizedTest
  @ValueSource(strings = {"follower", "followee"})
  void anEndIsNoPartSinceTheSourceEndsTheKeyAndTheTargetIsThePartition(String end) {
    JavaFileObject source = follow(", invertedIndex = \"GSI1\"", "at#{followedAt}#{" + end + "}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_KEY_TEMPLATE, source, 9, "[SingletableInvalidKeyTemplate] An"
        + " index key template is a prefix without '#' or whitespace, then one or more #{component} parts, each"
        + " component once per index; invertedIndexSort of the inverted index of Follow is \"at#{followedAt}#{"
        + end + "}\": {" + end + "} is a part of this index already." + WRITE);
  }

  @Test
  void aPartMustSortAsText() {
    JavaFileObject source = follow(", invertedIndex = \"GSI1\"", "w#{weight}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.UNORDERED_KEY_COMPONENT, source, 9, "[SingletableUnorderedKeyComponent]"
        + " The components of an index key template must have a key text that sorts as their values do: String,"
        + " UUID, int, long (or their boxes), an enum, Instant or LocalDate; invertedIndexSort of the inverted index"
        + " of Follow names Follow.weight, which is double. Leave it out of the template, or store it as one of"
        + " these types (a long of cents for an amount).");
  }

  @Test
  void anIndexOfAnotherRecordWithTheSamePrefixesCollides() {
    JavaFileObject follow = follow(", invertedIndex = \"GSI1\"", "at#{followedAt}");
    JavaFileObject order = Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(name = \"GSI1\", partition = \"TARGET#{customer}\", sort = \"at#{orderedAt}\", listing = \"byCustomer\")",
        "record Order(@Node.Id String orderId, String customer, java.time.Instant orderedAt) {}");

    Compilation compilation = Compiler.compile(follow, order);

    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, follow, 9, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; the inverted index of Follow and @Index GSI1 of"
        + " Order both key index GSI1 of table Main as GSI1PK=TARGET#…, GSI1SK=at#…, so a listing of one would"
        + " return the other's items. Give one of them another sort prefix.");
  }

  @Test
  void aSortedInvertedIndexLeadsItsSortKeyWithThePartsThenTheSourceKey() throws IOException {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\", invertedIndexShards = 4",
        "d#{day}#{followedAt}"));

    assertThat(compilation).succeededWithoutWarnings();
    String keys = generated(compilation, "test.FollowKeys");
    assertTrue(keys.contains("public static String invertedSortKey(LocalDate day, Instant followedAt, String sourceKey)"),
        keys);
    assertTrue(keys.contains("public static String invertedSortPrefix(LocalDate day)"), keys);
    assertTrue(keys.contains("{@code GSI1SK = d#<day>#<followedAt>#ACTOR#<follower>}"), keys);
    String mapper = generated(compilation, "test.FollowMapper");
    assertTrue(mapper.contains("item.put(\"GSI1SK\", AttributeValue.createS(FollowKeys.invertedSortKey(follow.day(),"
        + " follow.followedAt(), sourceKey.s())));"), mapper);
    String repository = generated(compilation, "test.FollowRepository");
    for (String overload : new String[] {
        "followsOfFollowee(String followee)",
        "followsOfFollowee(String followee, Range<LocalDate> day)",
        "followsOfFollowee(String followee, LocalDate day)",
        "followsOfFollowee(String followee, LocalDate day, Range<Instant> followedAt)"}) {
      assertTrue(repository.replaceAll(",\\s+", ", ").contains("public Listing<Follow> " + overload),
          overload + "\n" + repository);
    }
    assertTrue(repository.contains("ShardedListingSpec.invertedLeading(FollowKeys.TYPE"), repository);
    assertTrue(repository.contains("BY_FOLLOWEE_1"), repository);
    assertTrue(repository.contains("return backfillOf(\"GSI1\");"), repository);
    String update = generated(compilation, "test.FollowUpdate");
    assertTrue(update.contains("public FollowUpdate note(String note)"), update);
    assertFalse(update.contains("public FollowUpdate day("), "a part of the sort key has no setter");
    assertFalse(update.contains("public FollowUpdate followedAt("), "a part of the sort key has no setter");
  }

  @Test
  void anUnshardedSortedIndexListsThroughOneLeadingSpec() throws IOException {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\"", "at#{followedAt}"));

    assertThat(compilation).succeededWithoutWarnings();
    String repository = generated(compilation, "test.FollowRepository");
    assertTrue(repository.contains("ListingSpec BY_FOLLOWEE = ListingSpec.indexLeading(FollowKeys.TYPE,"), repository);
    assertTrue(repository.contains("public Listing<Follow> followsOfFollowee(String followee, Range<Instant> followedAt)"),
        repository);
    assertFalse(repository.contains("BY_FOLLOWEE_1"), repository);
  }
}
