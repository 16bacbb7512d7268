package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.layout.Shards;
import dev.singletable.processor.validate.Message;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Range;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @Edge(invertedIndexSort = ...)}: the refused templates, each on the value, and what a sorted
 * inverted index generates (the key, the mapper's put, the listing's overloads, no setter for a part,
 * the backfill). The annotation spans several lines, so each error is shown on its line.
 */
class InvertedSortTest {

  private static final String WRITE = " Write the prefix, then '#{', a component's name and '}' per part, e.g."
      + " \"o#{orderedAt}#{orderId}\".";

  private static final Instant AT = Instant.parse("2026-01-02T03:04:05Z");
  private static final String AT_KEY = "2026-01-02T03:04:05.000000000Z";
  private static final LocalDate DAY = LocalDate.of(2026, 1, 2);

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
  void aSortedInvertedIndexLeadsItsSortKeyWithThePartsThenTheSourceKey() {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\", invertedIndexShards = 4",
        "d#{day}#{followedAt}"));

    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api keys = api.type("test.FollowKeys");
    assertEquals(List.of("public static String invertedSortKey(LocalDate day, Instant followedAt, String sourceKey)"),
        keys.methods("invertedSortKey"));
    assertEquals(List.of("public static String invertedSortPrefix(LocalDate day)"), keys.methods("invertedSortPrefix"));
    assertEquals("d#2026-01-02#" + AT_KEY + "#ACTOR#alice", keys.call("invertedSortKey", DAY, AT, "ACTOR#alice"));
    assertEquals("d#2026-01-02#", keys.call("invertedSortPrefix", DAY));
    Object follow = api.make("test.Follow", "alice", "bob", AT, DAY, 0.5, "hi");
    Map<String, AttributeValue> item = api.mapper("test.Follow").toItem(follow);
    assertEquals("d#2026-01-02#" + AT_KEY + "#ACTOR#alice", item.get("GSI1SK").s());

    GeneratedApi.Api repository = api.type("test.FollowRepository");
    assertEquals(List.of("public Listing<Follow> followsOfFollowee(String followee)",
        "public Listing<Follow> followsOfFollowee(String followee, LocalDate day)",
        "public Listing<Follow> followsOfFollowee(String followee, LocalDate day, Range<Instant> followedAt)",
        "public Listing<Follow> followsOfFollowee(String followee, Range<LocalDate> day)"),
        repository.methods("followsOfFollowee"));
    assertTrue(repository.fields().containsAll(List.of("private static final ShardedListingSpec BY_FOLLOWEE",
        "private static final ShardedListingSpec BY_FOLLOWEE_1")), repository.fields()::toString);
    // A listing with the day fixed reads that day's prefix, then the instants, in each of the 4 shards.
    RecordingDynamoDb db = new RecordingDynamoDb();
    Object follows = api.make("test.FollowRepository", db.client, "t");
    GeneratedApi.page(GeneratedApi.invoke(follows, "followsOfFollowee", "bob", DAY, Range.from(AT)),
        ListOptions.defaults());
    List<String> shards = IntStream.range(0, 4).mapToObj(shard -> "GSI1: GSI1PK = "
        + Shards.partition("TARGET#bob", shard) + " AND GSI1SK BETWEEN d#2026-01-02#" + AT_KEY + " AND d#2026-01-02$")
        .toList();
    assertEquals(shards, db.queries().stream().sorted().toList());
    assertEquals(List.of("GSI1PK", "GSI1SK"), api.backfilled("test.FollowRepository", item));

    GeneratedApi.Api update = api.type("test.FollowUpdate");
    assertEquals(List.of("public FollowUpdate note(String note)"), update.methods("note"));
    assertEquals(List.of(), update.methods("day"), "a part of the sort key has no setter");
    assertEquals(List.of(), update.methods("followedAt"), "a part of the sort key has no setter");
  }

  @Test
  void anUnshardedSortedIndexListsThroughOneLeadingSpec() {
    Compilation compilation = Compiler.compile(follow(", invertedIndex = \"GSI1\"", "at#{followedAt}"));

    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api repository = api.type("test.FollowRepository");
    assertEquals(List.of("private static final ListingSpec BY_FOLLOWEE",
        "private static final ListingSpec BY_FOLLOWER"), repository.fields());
    assertTrue(repository.methods("followsOfFollowee").contains("public Listing<Follow> followsOfFollowee(String"
        + " followee, Range<Instant> followedAt)"), repository::toString);
    RecordingDynamoDb db = new RecordingDynamoDb();
    GeneratedApi.page(GeneratedApi.invoke(api.make("test.FollowRepository", db.client, "t"), "followsOfFollowee",
        "bob", Range.from(AT)), ListOptions.defaults());
    assertEquals(List.of("GSI1: GSI1PK = TARGET#bob AND GSI1SK BETWEEN at#" + AT_KEY + " AND at$"), db.queries());
  }
}
