package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.AsyncItemCollection;
import dev.singletable.runtime.CollectionPage;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.ItemCollection;
import dev.singletable.runtime.ItemMapper;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A node's item collection is generated when an edge of its table starts in its partition (the edge's
 * source prefix is the node's prefix), and only then; the generated code compiles against the runtime,
 * and its collection, called on a {@link RecordingDynamoDb}, sorts a partition's items by type.
 */
class ItemCollectionGenerationTest {

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> item(GeneratedApi api, String record, Object... components) {
    ItemMapper<Object> mapper = (ItemMapper<Object>) api.type(record + "Mapper").value("INSTANCE");
    return mapper.toItem(api.make(record, components));
  }

  @Test
  void aNodeWhosePrefixIsAnEdgesSourceGetsACollectionAndTheReadsOfIt() {
    Compilation compilation = Compiler.compile(Sources.socialFollow(),
        Sources.edge("test.Mute", "source = \"USER\", target = \"MUTED\", table = \"Social\""),
        Sources.user("@Node.Id String id,", "String name"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public List<Follow> follows()", "public List<Mute> mutes()", "public Optional<User> user()"),
        api.type("test.UserCollectionPage").methods());
    assertEquals(List.of("public ItemCollection<UserCollectionPage> collection(String id)"),
        api.type("test.UserRepository").methods("collection"));
    assertEquals(List.of("public AsyncItemCollection<UserCollectionPage> collection(String id)"),
        api.type("test.UserAsyncRepository").methods("collection"));

    // The partition of alice as a Query answers it, sorted by type: the node, then each edge by its sort key.
    List<Map<String, AttributeValue>> partition = List.of(item(api, "test.User", "alice", "Alice"),
        item(api, "test.Follow", "alice", "bob"), item(api, "test.Mute", "alice", "carol"));
    RecordingDynamoDb db = new RecordingDynamoDb(request -> QueryResponse.builder().items(partition)
        .count(partition.size()).build());
    CollectionPage page = ((ItemCollection<?>) GeneratedApi.invoke(api.make("test.UserRepository", db.client, "t"),
        "collection", "alice")).page();
    CollectionPage asyncPage = ((AsyncItemCollection<?>) GeneratedApi.invoke(
        api.make("test.UserAsyncRepository", db.asyncClient, "t"), "collection", "alice")).page().join();
    for (CollectionPage read : List.of(page, asyncPage)) {
      assertEquals(Optional.of(api.make("test.User", "alice", "Alice")), GeneratedApi.invoke(read, "user"));
      assertEquals(List.of(api.make("test.Follow", "alice", "bob")), GeneratedApi.invoke(read, "follows"));
      assertEquals(List.of(api.make("test.Mute", "alice", "carol")), GeneratedApi.invoke(read, "mutes"));
    }
    assertEquals(List.of("USER#alice", "USER#alice"), db.requests(QueryRequest.class).stream()
        .map(query -> query.expressionAttributeValues().get(":pk").s()).toList());

    // The async collection reads its key when its page is asked for, and fails that page's future.
    InvalidKeyException thrown = assertThrows(InvalidKeyException.class,
        () -> GeneratedApi.invoke(api.make("test.UserRepository", db.client, "t"), "collection", (Object) null));
    CompletableFuture<?> failed = ((AsyncItemCollection<?>) GeneratedApi.invoke(
        api.make("test.UserAsyncRepository", db.asyncClient, "t"), "collection", (Object) null)).page();
    CompletionException failure = assertThrows(CompletionException.class, failed::join);
    assertTrue(failure.getCause() instanceof InvalidKeyException, failure::toString);
    assertEquals(thrown.getMessage(), failure.getCause().getMessage());
    assertEquals(2, db.requests().size());
  }

  @Test
  void aNodeWithoutEdgesInItsPartitionGetsNoCollection() {
    Compilation compilation = Compiler.compile(
        Sources.edge("test.Follow", "source = \"ACTOR\", target = \"USER\", invertedIndex = \"GSI1\", table = \"Social\""),
        Sources.user("@Node.Id String id,", "String name"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of(), api.type("test.UserRepository").methods("collection"));
    assertEquals(List.of(), api.type("test.UserAsyncRepository").methods("collection"));
    assertEquals(Optional.empty(), compilation.generatedSourceFile("test.UserCollectionPage"));
  }

  @Test
  void accessorsThatWouldHideAMethodOfThePageGetASuffix() {
    Compilation compilation = Compiler.compile(
        Sources.edge("test.SkippedItem", "source = \"HAS\", target = \"X\", table = \"Social\""),
        Sources.node("test.HasNext", "@Node(prefix = \"HAS\", table = \"Social\")",
            "record HasNext(@Node.Id long id) {}"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public List<SkippedItem> skippedItems_()", "public Optional<HasNext> hasNext_()"),
        api.type("test.HasNextCollectionPage").methods());
    assertEquals(List.of("public ItemCollection<HasNextCollectionPage> collection(long id)"),
        api.type("test.HasNextRepository").methods("collection"));
  }
}
