package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.common.truth.StringSubject;
import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

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
    for (String repository : new String[] {"test.FollowRepository", "test.FollowAsyncRepository"}) {
      StringSubject text = assertThat(compilation).generatedSourceFile(repository).contentsAsUtf8String();
      text.contains("Listing<Follow> following(String follower) {");
      text.contains("Listing<Follow> followers(String followee) {");
      text.doesNotContain("followsOf");
      text.doesNotContain("streamFollow");
      text.doesNotContain("countFollow");
    }
  }

  /** Names a listing's page, stream and count methods once took are free: they are the handle's now. */
  @Test
  void theNamesOfTheOldStreamAndCountMethodsAreFree() {
    JavaFileObject source = follow("invertedIndex = \"GSI1\"", "listFromSource = \"countFollowers\"",
        "listFromTarget = \"followers\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.succeededGenerating(compilation, "test.FollowRepository");
    StringSubject text = assertThat(compilation).generatedSourceFile("test.FollowRepository").contentsAsUtf8String();
    text.contains("Listing<Follow> countFollowers(String follower) {");
    text.contains("Listing<Follow> followers(String followee) {");
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
