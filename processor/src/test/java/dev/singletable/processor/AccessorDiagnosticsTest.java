package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.validate.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table class's accessor of each record, chosen with {@code accessor} or derived from the
 * record's name. The edges are {@link #edge}s: {@code @Edge(} on line 6, each member of {@code members}
 * on a line of its own from line 8.
 */
class AccessorDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.{@code name} in table Main, from ACTOR to {@code target}, with these {@code @Edge} members from line 8. */
  private static JavaFileObject edge(String name, String target, String... members) {
    List<String> lines = new ArrayList<>(List.of(
        "@Edge(",                                                                           // line 6
        "    source = \"ACTOR\", target = \"" + target + "\""));                            // line 7
    for (String member : members) {
      lines.add("    , " + member);                                                         // line 8, 9...
    }
    lines.add(") record " + name + "(@Edge.Source String from, @Edge.Target String to) {}");
    return Sources.source("test." + name, lines.toArray(String[]::new));
  }

  /** test.Person, a node of table Main with prefix ACTOR, with these {@code @Node} members from line 7. */
  private static JavaFileObject person(String... members) {
    List<String> lines = new ArrayList<>(List.of("@Node(prefix = \"ACTOR\""));              // line 6
    for (String member : members) {
      lines.add("    , " + member);                                                         // line 7, 8...
    }
    lines.add(") record Person(@Node.Id String id, String name) {}");
    return Sources.node("test.Person", lines.toArray(String[]::new));
  }

  /**
   * A chosen accessor names the table classes' method and field and the item collection's method;
   * a derived one is the plural (Person, whose derived name is people, chooses folks).
   */
  @Test
  void chosenAndDerivedAccessorsNameTheTableAndCollectionMethods() {
    Compilation compilation = Compiler.compile(processor, person("accessor = \"folks\""),
        edge("Shelf", "SHELF"), edge("Follow", "TARGET", "accessor = \"links\""));

    Expect.succeededGenerating(compilation, "test.MainTable", "test.MainAsyncTable", "test.PersonCollectionPage");
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api table = api.type("test.MainTable");
    assertEquals(List.of("public FollowRepository links()", "public PersonRepository folks()",
        "public ShelfRepository shelves()"), repositories(table));
    assertTrue(table.fields().contains("private final PersonRepository folks"), table.fields()::toString);
    List<String> members = new ArrayList<>(table.fields());
    members.addAll(table.methods());
    assertEquals(List.of(), members.stream().filter(member -> member.contains("people")).toList());
    Object main = api.make("test.MainTable", new RecordingDynamoDb().client, "t");
    assertSame(GeneratedApi.invoke(main, "folks"), GeneratedApi.invoke(main, "folks"));
    assertEquals(List.of("public FollowAsyncRepository links()", "public PersonAsyncRepository folks()",
        "public ShelfAsyncRepository shelves()"), repositories(api.type("test.MainAsyncTable")));
    assertEquals(List.of("public List<Follow> links()", "public List<Shelf> shelves()",
        "public Optional<Person> person()"), api.type("test.PersonCollectionPage").methods());
  }

  /** The methods of a table class that hand out a repository. */
  private static List<String> repositories(GeneratedApi.Api table) {
    return table.methods().stream().filter(method -> method.endsWith("()") && method.contains("Repository "))
        .toList();
  }

  @Covers(Message.INVALID_ACCESSOR)
  @ParameterizedTest
  @ValueSource(strings = {"my-follows", "class", "1st", "_", "two words", "follows()"})
  void invalidAccessor(String accessor) {
    JavaFileObject source = edge("Follow", "TARGET", "accessor = \"" + accessor + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_ACCESSOR, source, 8, "[SingletableInvalidAccessor] An accessor"
        + " must be a Java identifier and not a keyword (it names a method of the table class); accessor of Follow"
        + " is \"" + accessor + "\". Use an identifier, or leave accessor out for the derived name \"follows\".");
    Expect.nothingGenerated(processor);
  }

  @Test
  void invalidAccessorOfANode() {
    JavaFileObject source = person("accessor = \"new\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.INVALID_ACCESSOR, source, 7, "[SingletableInvalidAccessor] An accessor"
        + " must be a Java identifier and not a keyword (it names a method of the table class); accessor of Person"
        + " is \"new\". Use an identifier, or leave accessor out for the derived name \"people\".");
    Expect.nothingGenerated(processor);
  }

  /** The text of {@link Message#ACCESSOR_TAKEN}. */
  private static String taken(String member, String record, String accessor, String which) {
    return "[SingletableAccessorTaken] Each record of a table needs a repository accessor of its own on the"
        + " table class; " + member + " of " + record + " is \"" + accessor + "\", which " + which
        + ". Choose another with accessor = \"...\".";
  }

  /** An accessor that the table class has as a member already: on the accessor value. */
  @Covers(Message.ACCESSOR_TAKEN)
  @ParameterizedTest
  @ValueSource(strings = {"tableName", "definition", "createIfMissing", "addMissingIndexes", "batchWrite",
      "transaction", "read", "context", "hashCode", "toString", "getClass", "clone"})
  void accessorThatTheTableClassHas(String accessor) {
    JavaFileObject source = edge("Follow", "TARGET", "accessor = \"" + accessor + "\"");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.ACCESSOR_TAKEN, source, 8,
        taken("accessor", "Follow", accessor, "every table class has already"));
    Expect.nothingGenerated(processor);
  }

  /**
   * Two records of a table with one accessor, chosen or derived (Leaf and Leave are both leaves): an
   * error on each, on its accessor value, else on its annotation. Follow's members, Mute's, the line of
   * each error and the accessor.
   */
  @ParameterizedTest(name = "{0} and {1}")
  @CsvSource(delimiter = '|', value = {
      "accessor = \"links\" | accessor = \"links\" | 8 | 8 | accessor     | accessor             | links",
      "accessor = \"mutes\" |                      | 8 | 6 | accessor     | the derived accessor | mutes"})
  void twoRecordsWithOneAccessor(String followMember, String muteMember, int followLine, int muteLine,
      String followSays, String muteSays, String accessor) {
    JavaFileObject follow = edge("Follow", "TARGET", followMember);
    JavaFileObject mute = muteMember == null ? edge("Mute", "MUTED") : edge("Mute", "MUTED", muteMember);

    Compilation compilation = Compiler.compile(processor, follow, mute);

    Expect.count(compilation, Message.ACCESSOR_TAKEN, 2);
    Expect.at(compilation, Message.ACCESSOR_TAKEN, follow, followLine,
        taken(followSays, "Follow", accessor, "Mute has too"));
    Expect.at(compilation, Message.ACCESSOR_TAKEN, mute, muteLine, taken(muteSays, "Mute", accessor, "Follow has too"));
    assertThat(compilation).hadErrorCount(2);
    Expect.nothingGenerated(processor);
  }

  @Test
  void twoDerivedAccessorsOfOneSpelling() {
    JavaFileObject leaf = edge("Leaf", "LEAF");
    JavaFileObject leave = edge("Leave", "LEAVE");

    Compilation compilation = Compiler.compile(processor, leaf, leave);

    Expect.count(compilation, Message.ACCESSOR_TAKEN, 2);
    Expect.at(compilation, Message.ACCESSOR_TAKEN, leaf, 6,
        taken("the derived accessor", "Leaf", "leaves", "Leave has too"));
    Expect.at(compilation, Message.ACCESSOR_TAKEN, leave, 6,
        taken("the derived accessor", "Leave", "leaves", "Leaf has too"));
    Expect.nothingGenerated(processor);
  }

  /** Two tables may use one accessor each: each table class has its own methods. */
  @Test
  void oneAccessorInTwoTables() {
    Compilation compilation = Compiler.compile(processor, edge("Follow", "TARGET", "accessor = \"links\""),
        edge("Mute", "MUTED", "accessor = \"links\"", "table = \"Moderation\""));

    Expect.succeededGenerating(compilation, "test.MainTable", "test.ModerationTable");
  }

  /**
   * {@link Names#TABLE_MEMBERS} holds every member of the golden table classes that is no accessor, so a
   * member added to the table classes without reserving its name fails here.
   */
  @Test
  void everyMemberOfTheTableClassesIsReserved() throws IOException {
    Set<String> accessors = Set.of("follows", "mutes", "users");
    Pattern member = Pattern.compile("(?m)^  (?:public |private )(?:static )?(?:final )?[\\w<>, .]+ (\\w+)[(;]");
    int found = 0;
    for (String table : List.of("SocialTable", "SocialAsyncTable")) {
      Path golden = Path.of("src/test/resources/golden", table + ".java");
      Matcher names = member.matcher(Files.readString(golden, StandardCharsets.UTF_8));
      while (names.find()) {
        String name = names.group(1);
        found++;
        assertTrue(accessors.contains(name) || Names.TABLE_MEMBERS.contains(name), table + "." + name
            + " is a member of every table class but not in Names.TABLE_MEMBERS");
      }
    }
    assertTrue(found > 10, "the pattern found only " + found + " members");
  }
}
