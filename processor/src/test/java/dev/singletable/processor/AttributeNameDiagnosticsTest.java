package dev.singletable.processor;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The diagnostics on stored attribute names: reserved by the table layout, or used twice in one
 * record. {@link Sources} lays out the records.
 */
class AttributeNameDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** Another record of the table, valid, that uses the inverted index GSI1. */
  private static final JavaFileObject MUTE =
      Sources.edge("test.Mute", "source = \"MUTER\", target = \"MUTED\", invertedIndex = \"GSI1\"");

  /** test.Follow whose third component, on line 10, is {@code component}. */
  private static JavaFileObject followWith(String component) {
    return Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        component);                                                               // line 10
  }

  /**
   * The key attributes of the table (PK, SK, and those of every index some record of the table
   * uses: here Mute's GSI1) and {@code _type}. The bad record is left out; the other is generated.
   */
  @Covers(Message.RESERVED_ATTRIBUTE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "String PK                     | PK     | Follow.PK   | partition key",
      "@Attribute(\"SK\") String sk    | SK     | Follow.sk   | sort key",
      "@Attribute(\"GSI1SK\") String x | GSI1SK | Follow.x    | GSI1 sort key",
      "@Attribute(\"GSI1PK\") String x | GSI1PK | Follow.x    | GSI1 partition key",
      "@Attribute(\"_type\") String t  | _type  | Follow.t    | type discriminator"})
  void attributeNamedLikeAKeyOfTheTable(String component, String name, String owner, String role) {
    JavaFileObject source = followWith(component);

    Compilation compilation = Compiler.compile(processor, source, MUTE);

    Expect.onlyError(compilation, Message.RESERVED_ATTRIBUTE, source, 10, "[SingletableReservedAttribute] Attribute \""
        + name + "\" of " + owner + " collides with the " + role + " attribute of table Main. Rename it with"
        + " @Attribute(\"...\").");
    Expect.generatedExactly(processor, "test.MainAsyncTable", "test.MainTable",
        "test.MainTableProvider",
        "test.MuteAsyncRepository", "test.MuteKeys", "test.MuteMapper", "test.MuteRepository");
  }

  /** An index key is only reserved in a table where some record uses that index. */
  @ParameterizedTest
  @ValueSource(strings = {"GSI2PK", "GSI1PK"})
  void indexKeyNamesOfIndexesNoRecordOfTheTableUsesAreFree(String name) {
    JavaFileObject source = followWith("@Attribute(\"" + name + "\") String x");
    JavaFileObject muteElsewhere = Sources.edge("test.Mute",
        "source = \"MUTER\", target = \"MUTED\", invertedIndex = \"GSI1\", table = \"Moderation\"");

    Compilation compilation = Compiler.compile(processor, source, muteElsewhere);

    Expect.succeededGenerating(compilation, "test.FollowRepository");
  }

  /** The second component stored under a name is reported: on its {@code @Attribute} value if it has one. */
  @Covers(Message.DUPLICATE_ATTRIBUTE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "@Attribute(\"at\") String createdAt | @Attribute(\"at\") String updatedAt | at   | createdAt | updatedAt",
      "String note                       | @Attribute(\"note\") String text    | note | note      | text",
      "@Attribute(\"note\") String text    | String note                       | note | text      | note"})
  void twoComponentsStoredUnderOneName(String first, String second, String name, String earlier, String later) {
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        first + ",",
        second);                                                                  // line 11

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.DUPLICATE_ATTRIBUTE, source, 11, "[SingletableDuplicateAttribute] Two"
        + " components of Follow are stored as attribute \"" + name + "\": " + earlier + " and " + later + ". Give one"
        + " of them another name with @Attribute(\"...\").");
    Expect.nothingGenerated(processor);
  }
}
