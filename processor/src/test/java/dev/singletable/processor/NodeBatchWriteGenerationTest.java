package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ItemMapper;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The nodes in the table's BatchWrite: a put only for a node with neither version nor counters, a
 * delete only for a node without a version, as the repositories' putAll and deleteAll allow. A batch
 * that writes a node the rules exclude does not compile.
 */
class NodeBatchWriteGenerationTest {

  /** Tag (neither), User (counts Follow, no version), Profile (a version), in table Social. */
  private static final JavaFileObject[] SOURCES = {
      Sources.socialFollow(),
      Sources.user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers"),
      Sources.node("test.Tag", "@Node(prefix = \"TAG\", table = \"Social\")",
          "record Tag(@Node.Id long id, String label) {}"),
      Sources.node("test.Profile", "@Node(prefix = \"PROFILE\", table = \"Social\")",
          "record Profile(@Node.Id String id, String name, @Version long version) {}")};

  private static final Compilation COMPILATION = Compiler.compile(SOURCES);

  @SuppressWarnings("unchecked")
  @ParameterizedTest
  @ValueSource(strings = {"SocialTable", "SocialAsyncTable"})
  void aNodeGetsThePutAndDeleteItsRulesAllow(String table) {
    assertThat(COMPILATION).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(COMPILATION);
    String batch = table + ".BatchWrite";
    GeneratedApi.Api batchWrite = api.type("test." + batch.replace('.', '$'));
    assertEquals(List.of("delete", "execute", "put"), batchWrite.methodNames());
    assertEquals(List.of("public " + batch + " put(Tag tag)"), batchWrite.methods("put"));
    assertEquals(List.of("public " + batch + " delete(Tag tag)", "public " + batch + " delete(User user)"),
        batchWrite.methods("delete"));

    // A put writes the Tag's item; a delete sends the key alone, its other components ignored.
    RecordingDynamoDb db = new RecordingDynamoDb();
    boolean async = table.contains("Async");
    Object writes = GeneratedApi.invoke(api.make("test." + table, async ? db.asyncClient : db.client, "t"),
        "batchWrite");
    Object tag = api.make("test.Tag", 7L, "seven");
    InvalidItemException refused = assertThrows(InvalidItemException.class,
        () -> invoke(writes, "put", api.type("test.Tag"), null));
    assertEquals(batch + ".put: tag is null. Pass the Tag to write.", refused.getMessage());
    InvalidKeyException refusedKey = assertThrows(InvalidKeyException.class,
        () -> invoke(writes, "delete", api.type("test.Tag"), null));
    assertTrue(refusedKey.getMessage().startsWith(batch + ".delete: tag is null. Pass the Tag"),
        refusedKey.getMessage());
    GeneratedApi.invoke(writes, "put", tag);
    GeneratedApi.invoke(writes, "delete", api.make("test.Tag", 8L, "eight"));
    GeneratedApi.invoke(writes, "delete", api.make("test.User", "u", 3L));
    if (async) {
      GeneratedApi.join(writes, "execute");
    } else {
      GeneratedApi.invoke(writes, "execute");
    }
    List<WriteRequest> sent = db.requests(BatchWriteItemRequest.class).get(0).requestItems().get("t");
    assertEquals(3, sent.size());
    assertEquals(((ItemMapper<Object>) api.type("test.TagMapper").value("INSTANCE")).toItem(tag),
        sent.get(0).putRequest().item());
    assertEquals(api.type("test.TagKeys").call("primaryKey", 8L), sent.get(1).deleteRequest().key());
    assertEquals(api.type("test.UserKeys").call("primaryKey", "u"), sent.get(2).deleteRequest().key());
  }

  /** Calls the method {@code name} of {@code target} that takes one {@code parameter}. */
  private static void invoke(Object target, String name, GeneratedApi.Api parameter, Object argument)
      throws Throwable {
    try {
      target.getClass().getMethod(name, parameter.type()).invoke(target, argument);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"put|Profile|new Profile(\"p\", \"Pat\", 3)",
      "delete|Profile|new Profile(\"p\", \"Pat\", 3)", "put|User|new User(\"u\", 0)"})
  void aBatchWriteOfANodeTheRulesExcludeDoesNotCompile(String method, String node, String record) {
    JavaFileObject use = Sources.node("test.Use", "class Use {",
        "  void run(SocialTable social) { social.batchWrite()." + method + "(" + record + ").execute(); }", "}");
    JavaFileObject[] sources = Arrays.copyOf(SOURCES, SOURCES.length + 1);
    sources[SOURCES.length] = use;
    Compilation compilation = Compiler.compile(sources);
    assertThat(compilation).failed();
    // javac's words depend on the overloads: "incompatible types: test.Profile cannot be converted to
    // test.Tag" (one put), "no suitable method found for delete(test.Profile)" (several deletes).
    assertThat(compilation).hadErrorContaining("test." + node).inFile(use).onLine(Sources.BODY_LINE + 1);
  }
}
