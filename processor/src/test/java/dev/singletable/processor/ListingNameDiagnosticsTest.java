package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import dev.singletable.runtime.AsyncListing;
import dev.singletable.runtime.Listing;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** The listing names chosen with {@code listFromSource} and {@code listFromTarget}. */
class ListingNameDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.Follow with these {@code @Edge} members after source and target, one a line from line 8. */
  private static JavaFileObject follow(String... members) {
    String[] lines = new String[members.length + 3];
    lines[0] = "@Edge(";
    lines[1] = "    source = \"ACTOR\", target = \"TARGET\"";                               // line 7
    for (int i = 0; i < members.length; i++) {
      lines[i + 2] = "    , " + members[i];                                                 // line 8, 9...
    }
    lines[lines.length - 1] = ") record Follow(@Edge.Source String follower, @Edge.Target String followee) {}";
    return Sources.source("test.Follow", lines);
  }

  @Test
  void chosenNamesNameTheListings() {
    JavaFileObject source = follow("invertedIndex = \"GSI1\"", "listFromSource = \"following\"",
        "listFromTarget = \"followers\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.succeededGenerating(compilation, "test.FollowRepository", "test.FollowAsyncRepository");
    GeneratedApi api = GeneratedApi.of(compilation);
    RecordingDynamoDb db = new RecordingDynamoDb();
    for (String flavor : new String[] {"", "Async"}) {
      GeneratedApi.Api repository = api.type("test.Follow" + flavor + "Repository");
      assertEquals(List.of("public " + flavor + "Listing<Follow> following(String follower)"),
          repository.methods("following"));
      assertEquals(List.of("public " + flavor + "Listing<Follow> followers(String followee)"),
          repository.methods("followers"));
      assertEquals(List.of(), repository.methodNames().stream().filter(name -> name.startsWith("followsOf")
          || name.startsWith("streamFollow") || name.startsWith("countFollow")).toList());
    }
    Object follows = api.make("test.FollowRepository", db.client, "t");
    ((Listing<?>) GeneratedApi.invoke(follows, "following", "alice")).page();
    ((Listing<?>) GeneratedApi.invoke(follows, "followers", "bob")).page();
    Object asyncFollows = api.make("test.FollowAsyncRepository", db.asyncClient, "t");
    ((AsyncListing<?>) GeneratedApi.invoke(asyncFollows, "following", "alice")).page().join();
    ((AsyncListing<?>) GeneratedApi.invoke(asyncFollows, "followers", "bob")).page().join();
    assertEquals(List.of("null ACTOR#alice", "GSI1 TARGET#bob", "null ACTOR#alice", "GSI1 TARGET#bob"),
        db.requests(QueryRequest.class).stream()
            .map(query -> query.indexName() + " " + query.expressionAttributeValues().get(":pk").s()).toList());
  }

  /** Names a listing's page, stream and count methods once took are free: they are the handle's now. */
  @Test
  void theNamesOfTheOldStreamAndCountMethodsAreFree() {
    JavaFileObject source = follow("invertedIndex = \"GSI1\"", "listFromSource = \"countFollowers\"",
        "listFromTarget = \"followers\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.succeededGenerating(compilation, "test.FollowRepository");
    GeneratedApi.Api repository = GeneratedApi.of(compilation).type("test.FollowRepository");
    assertEquals(List.of("public Listing<Follow> countFollowers(String follower)"),
        repository.methods("countFollowers"));
    assertEquals(List.of("public Listing<Follow> followers(String followee)"), repository.methods("followers"));
  }

  @Covers(Message.INVALID_LISTING_NAME)
  @ParameterizedTest
  @ValueSource(strings = {"my-follows", "class", "1st", "_", "follow ing"})
  void invalidListingName(String name) {
    JavaFileObject source = follow("listFromSource = \"" + name + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_LISTING_NAME, source, 8, "[SingletableInvalidListingName] A"
        + " listing name must be a Java identifier and not a keyword (it names repository methods); listFromSource"
        + " of Follow is \"" + name + "\". Use a name such as \"following\", or leave it out for the derived name.");
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.LIST_FROM_TARGET_WITHOUT_INDEX)
  @Test
  void listFromTargetWithoutAnIndex() {
    JavaFileObject source = follow("listFromSource = \"following\"", "listFromTarget = \"followers\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.LIST_FROM_TARGET_WITHOUT_INDEX, source, 9,
        "[SingletableListFromTargetWithoutIndex] Listing by target needs an inverted index; Follow has"
            + " listFromTarget = \"followers\" but no invertedIndex. Add invertedIndex = \"GSI1\", or remove"
            + " listFromTarget.");
    Expect.nothingGenerated(processor);
  }

  /** The members, the line of the wrong one, which member it is, its value and the method it would repeat. */
  @Covers(Message.LISTING_NAME_TAKEN)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "listFromSource = \"get\"                                   | 9  | listFromSource | get | get",
      "listFromSource = \"getAll\"                                | 9  | listFromSource | getAll | getAll",
      "listFromSource = \"tableName\"                             | 9  | listFromSource | tableName | tableName",
      "listFromSource = \"hashCode\"                              | 9  | listFromSource | hashCode | hashCode",
      "listFromTarget = \"followsOfFollower\"                     | 9  | listFromTarget | followsOfFollower"
          + " | followsOfFollower",
      "listFromSource = \"listing\"                               | 9  | listFromSource | listing | listing",
      "listFromSource = \"x\", listFromTarget = \"x\"             | 10 | listFromTarget | x | x"})
  void listingNameTaken(String members, int line, String member, String value, String method) {
    String[] more = members.split(", ");
    String[] all = new String[more.length + 1];
    all[0] = "invertedIndex = \"GSI1\"";
    System.arraycopy(more, 0, all, 1, more.length);
    JavaFileObject source = follow(all);

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.LISTING_NAME_TAKEN, source, line, "[SingletableListingNameTaken] Each"
        + " repository method needs a name of its own; " + member + " of Follow is \"" + value + "\", which would"
        + " give a second method " + method + "(...). Choose another name.");
    Expect.nothingGenerated(processor);
  }
}
