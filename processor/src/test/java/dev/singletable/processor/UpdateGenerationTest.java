package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.Sources.socialFollow;
import static dev.singletable.processor.Sources.user;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed update classes: setters for ordinary components only, removers for nullable ones, adders
 * for numbers stored as N (a boxed number adds a primitive; a BigDecimal, stored as text, none), and none of it for an item type with nothing to change.
 */
class UpdateGenerationTest {

  @Test
  void everyAttributeTypeGetsItsSettersAndCompilesWithoutWarnings() throws IOException {
    Compilation compilation = Compiler.compile(Compiler.samples("test/java/dev/singletable/it/Everything.java"));
    assertThat(compilation).succeededWithoutWarnings();
    String update = source(compilation, "dev.singletable.it.EverythingUpdate");
    for (String method : List.of("text(String text)", "removeText()", "count(int count)", "addCount(int delta)",
        "addBoxedCount(int delta)", "removeBoxedCount()", "price(BigDecimal price)", "addHuge(BigInteger delta)",
        "addRatio(float delta)", "addTiny(byte delta)", "at(Instant at)", "ifAtEquals(Instant at)",
        "labels(Set<String> labels)", "item(String item)")) {
      assertTrue(update.contains("public EverythingUpdate " + method + " {"), method);
    }
    for (String absent : List.of(" account(", " tier(", "removeCount()", "addText(", "addAt(", "addFlag(",
        "addPrice(")) {
      assertFalse(update.contains(absent), absent);
    }
    assertTrue(update.contains("setAttribute(\"item\", \"item\", item == null ? null : Values.string(item));"));
    assertTrue(update.contains("addToInt(\"boxedCount\", \"boxedCount\", delta);"), "a range-checked ADD");
    assertTrue(update.contains("addToAttribute(\"huge\", \"huge\", delta == null ? null"
        + " : Values.number(delta, \"huge\"));"), "an ADD of no range of ours");
  }

  @Test
  void idsCountersAndTheVersionCannotBeUpdated() throws IOException {
    Compilation compilation = Compiler.compile(socialFollow(), user(
        "@Node.Id String id,",
        "String name,",
        "int score,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Version long version"));
    assertThat(compilation).succeededWithoutWarnings();
    String update = source(compilation, "test.UserUpdate");
    assertTrue(update.contains("public UserUpdate addScore(int delta) {"), update);
    for (String absent : List.of(" id(", "following", "version(", "addVersion", "Id(")) {
      assertFalse(update.contains(absent), absent);
    }
    assertTrue(source(compilation, "test.UserRepository").contains(
        "public User update(String id, long version, UserUpdate update) {\n"
            + "    return updateByKey(UserKeys.primaryKey(id), id, version, update);\n"));
    assertTrue(source(compilation, "test.UserAsyncRepository").contains(
        "public CompletableFuture<User> update(String id, long version, UserUpdate update) {\n"
            + "    return updateByKey(() -> UserKeys.primaryKey(id), id, version, update);\n"));
  }

  @Test
  void anItemTypeWithNothingToChangeHasNoUpdate() throws IOException {
    RecordingProcessor processor = new RecordingProcessor();
    Compilation compilation = Compiler.compile(processor, socialFollow(), user(
        "@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers"));
    Expect.succeededGenerating(compilation);
    Expect.generatedExactly(processor, "test.FollowAsyncRepository", "test.FollowKeys", "test.FollowMapper",
        "test.FollowRepository", "test.SocialAsyncTable", "test.SocialTable", "test.SocialTableProvider", "test.UserAsyncRepository",
        "test.UserCollectionPage", "test.UserCondition", "test.UserKeys", "test.UserMapper", "test.UserRepository");
    assertFalse(source(compilation, "test.UserRepository").contains("update("));
  }

  /** An unversioned node's update has no version; parameters step aside for components named like them. */
  @Test
  void parametersNeverClashWithComponentNames() throws IOException {
    Compilation compilation = Compiler.compile(user("@Node.Id String update,", "String delta"));
    assertThat(compilation).succeededWithoutWarnings();
    assertTrue(source(compilation, "test.UserRepository").contains(
        "public User update(String update, UserUpdate update_) {\n"
            + "    return updateByKey(UserKeys.primaryKey(update), update_);\n"));
  }

  private static String source(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(false).toString();
  }
}
