package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * A node's item collection is generated when an edge of its table starts in its partition (the edge's
 * source prefix is the node's prefix), and only then; the generated code compiles against the runtime.
 */
class ItemCollectionGenerationTest {

  @Test
  void aNodeWhosePrefixIsAnEdgesSourceGetsACollectionAndTheReadsOfIt() {
    Compilation compilation = Compiler.compile(Sources.socialFollow(),
        Sources.edge("test.Mute", "source = \"USER\", target = \"MUTED\", table = \"Social\""),
        Sources.user("@Node.Id String id,", "String name"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.UserCollectionPage").contentsAsUtf8String()
        .contains("public Optional<User> user() {");
    assertThat(compilation).generatedSourceFile("test.UserCollectionPage").contentsAsUtf8String()
        .contains("public List<Follow> follows() {\n    return items(1);");
    assertThat(compilation).generatedSourceFile("test.UserCollectionPage").contentsAsUtf8String()
        .contains("public List<Mute> mutes() {\n    return items(2);");
    assertThat(compilation).generatedSourceFile("test.UserRepository").contentsAsUtf8String()
        .contains("public ItemCollection<UserCollectionPage> collection(String id) {\n"
            + "    return collection(UserKeys.key(id), UserCollectionPage::new, \"collection\");");
    assertThat(compilation).generatedSourceFile("test.UserRepository").contentsAsUtf8String()
        .contains("\"user\", \"users\", UserCollectionPage.TYPES));");
    assertThat(compilation).generatedSourceFile("test.UserAsyncRepository").contentsAsUtf8String()
        .contains("public AsyncItemCollection<UserCollectionPage> collection(String id) {\n"
            + "    return collection(() -> UserKeys.key(id), UserCollectionPage::new, \"collection\");");
  }

  @Test
  void aNodeWithoutEdgesInItsPartitionGetsNoCollection() {
    Compilation compilation = Compiler.compile(
        Sources.edge("test.Follow", "source = \"ACTOR\", target = \"USER\", invertedIndex = \"GSI1\", table = \"Social\""),
        Sources.user("@Node.Id String id,", "String name"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.UserRepository").contentsAsUtf8String()
        .doesNotContain("collection");
    assertThat(compilation).generatedSourceFile("test.UserAsyncRepository").contentsAsUtf8String()
        .doesNotContain("collection");
  }

  @Test
  void accessorsThatWouldHideAMethodOfThePageGetASuffix() {
    Compilation compilation = Compiler.compile(
        Sources.edge("test.SkippedItem", "source = \"HAS\", target = \"X\", table = \"Social\""),
        Sources.node("test.HasNext", "@Node(prefix = \"HAS\", table = \"Social\")",
            "record HasNext(@Node.Id long id) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.HasNextCollectionPage").contentsAsUtf8String()
        .contains("public Optional<HasNext> hasNext_() {");
    assertThat(compilation).generatedSourceFile("test.HasNextCollectionPage").contentsAsUtf8String()
        .contains("public List<SkippedItem> skippedItems_() {");
    assertThat(compilation).generatedSourceFile("test.HasNextRepository").contentsAsUtf8String()
        .contains("public ItemCollection<HasNextCollectionPage> collection(long id) {");
  }
}
