package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.Sources.socialFollow;
import static dev.singletable.processor.Sources.user;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The typed update classes: setters for ordinary components only, removers for nullable ones, adders
 * for numbers stored as N (a boxed number adds a primitive; a BigDecimal, stored as text, none), and none of it for an item type with nothing to change.
 * The repositories' updates are called on a {@link RecordingDynamoDb} that answers with a stored item.
 */
class UpdateGenerationTest {

  /** A client that answers every UpdateItem with {@code record}'s sample item ({@link GeneratedApi.Api#sample}). */
  private static RecordingDynamoDb answeringUpdates(GeneratedApi api, String record) {
    UpdateItemResponse stored = UpdateItemResponse.builder()
        .attributes(api.mapper(record).toItem(api.type(record).sample())).build();
    return new RecordingDynamoDb(request -> request instanceof UpdateItemRequest ? stored : null);
  }

  /** The update expression, then the condition, of the one UpdateItem sent, with names and values in place. */
  private static List<String> update(RecordingDynamoDb db) {
    UpdateItemRequest update = db.requests(UpdateItemRequest.class).get(0);
    assertEquals(1, db.requests().size());
    return List.of(RecordingDynamoDb.expression(update.updateExpression(), update.expressionAttributeNames(),
        update.expressionAttributeValues()), RecordingDynamoDb.expression(update.conditionExpression(),
        update.expressionAttributeNames(), update.expressionAttributeValues()));
  }

  @Test
  void everyAttributeTypeGetsItsSettersAndCompilesWithoutWarnings() {
    Compilation compilation = Compiler.compile(Compiler.samples("test/java/dev/singletable/it/Everything.java"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    GeneratedApi.Api update = api.type("dev.singletable.it.EverythingUpdate");
    List<String> methods = update.methods();
    for (String method : List.of("text(String text)", "removeText()", "count(int count)", "addCount(int delta)",
        "addBoxedCount(int delta)", "removeBoxedCount()", "price(BigDecimal price)", "addHuge(BigInteger delta)",
        "addRatio(float delta)", "addTiny(byte delta)", "at(Instant at)", "ifAtEquals(Instant at)",
        "labels(Set<String> labels)", "item(String item)")) {
      assertTrue(methods.contains("public EverythingUpdate " + method), method);
    }
    for (String absent : List.of("account", "tier", "removeCount", "addText", "addAt", "addFlag", "addPrice")) {
      assertEquals(List.of(), update.methods(absent), absent);
    }

    // A setter refuses null and names the remover; an int's ADD is range-checked, a BigInteger's is not.
    Object changes = update.call("of");
    assertEquals("EverythingUpdate.item(null): an update sets values. To remove item, call"
        + " EverythingUpdate.removeItem() instead.", assertThrows(InvalidRequestException.class,
            () -> GeneratedApi.invoke(changes, "item", (Object) null)).getMessage());
    GeneratedApi.invoke(changes, "item", "x");
    GeneratedApi.invoke(changes, "addBoxedCount", 5);
    GeneratedApi.invoke(changes, "addHuge", BigInteger.TEN);
    RecordingDynamoDb db = answeringUpdates(api, "dev.singletable.it.Everything");
    Object pro = api.type("dev.singletable.it.Everything$Tier").call("valueOf", "PRO");
    GeneratedApi.invoke(api.make("dev.singletable.it.EverythingRepository", db.client, "t"), "update", 7L, pro,
        changes);
    List<String> sent = update(db);
    assertEquals("SET item = x ADD boxedCount 5, huge 10", sent.get(0));
    assertThat(sent.get(1)).contains("boxedCount <= " + (Integer.MAX_VALUE - 5));
    assertFalse(sent.get(1).contains("huge"), sent.get(1));
  }

  @Test
  void idsCountersAndTheVersionCannotBeUpdated() {
    Compilation compilation = Compiler.compile(socialFollow(), user(
        "@Node.Id String id,",
        "String name,",
        "int score,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following,",
        "@Version long version"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public UserUpdate addScore(int delta)", "public UserUpdate ifNameEquals(String name)",
        "public UserUpdate ifScoreEquals(int score)", "public UserUpdate name(String name)",
        "public UserUpdate removeName()", "public UserUpdate score(int score)", "public static UserUpdate of()"),
        api.type("test.UserUpdate").methods());
    assertEquals(List.of("public User update(String id, long version, UserUpdate update)",
        "public User update(String id, long version, UserUpdate update, Condition<User> condition)"),
        api.type("test.UserRepository").methods("update"));
    assertEquals(List.of("public CompletableFuture<User> update(String id, long version, UserUpdate update)",
        "public CompletableFuture<User> update(String id, long version, UserUpdate update,"
            + " Condition<User> condition)"), api.type("test.UserAsyncRepository").methods("update"));

    // The update of version 3 sets version 4 if the stored one is 3; the async one reads its key in its future.
    Object changes = GeneratedApi.invoke(api.type("test.UserUpdate").call("of"), "addScore", 2);
    RecordingDynamoDb db = answeringUpdates(api, "test.User");
    Object users = api.make("test.UserRepository", db.client, "t");
    GeneratedApi.invoke(users, "update", "u1", 3L, changes);
    assertEquals("USER#u1", db.requests(UpdateItemRequest.class).get(0).key().get("PK").s());
    List<String> sent = update(db);
    assertEquals("SET version = 4 ADD score 2", sent.get(0));
    assertThat(sent.get(1)).endsWith("AND version = 3");
    assertThrows(InvalidKeyException.class, () -> GeneratedApi.invoke(users, "update", null, 3L, changes));
    CompletableFuture<?> failed = (CompletableFuture<?>) GeneratedApi.invoke(
        api.make("test.UserAsyncRepository", db.asyncClient, "t"), "update", null, 3L, changes);
    CompletionException e = assertThrows(CompletionException.class, failed::join);
    assertTrue(e.getCause() instanceof InvalidKeyException, e::toString);
    assertEquals(1, db.requests().size());
  }

  @Test
  void anItemTypeWithNothingToChangeHasNoUpdate() {
    RecordingProcessor processor = new RecordingProcessor();
    Compilation compilation = Compiler.compile(processor, socialFollow(), user(
        "@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers"));
    Expect.succeededGenerating(compilation);
    Expect.generatedExactly(processor, "test.FollowAsyncRepository", "test.FollowKeys", "test.FollowMapper",
        "test.FollowRepository", "test.SocialAsyncTable", "test.SocialTable", "test.SocialTableProvider", "test.UserAsyncRepository",
        "test.UserCollectionPage", "test.UserCondition", "test.UserKeys", "test.UserMapper", "test.UserRepository");
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of(), api.type("test.UserRepository").methods("update"));
    assertEquals(List.of(), api.type("test.UserAsyncRepository").methods("update"));
  }

  /** An unversioned node's update has no version; parameters step aside for components named like them. */
  @Test
  void parametersNeverClashWithComponentNames() {
    Compilation compilation = Compiler.compile(user("@Node.Id String update,", "String delta"));
    assertThat(compilation).succeededWithoutWarnings();
    GeneratedApi api = GeneratedApi.of(compilation);
    assertEquals(List.of("public User update(String update, UserUpdate update_)",
        "public User update(String update, UserUpdate update_, Condition<User> condition)"),
        api.type("test.UserRepository").methods("update"));
    RecordingDynamoDb db = answeringUpdates(api, "test.User");
    GeneratedApi.invoke(api.make("test.UserRepository", db.client, "t"), "update", "u1",
        GeneratedApi.invoke(api.type("test.UserUpdate").call("of"), "delta", "d"));
    assertEquals("USER#u1", db.requests(UpdateItemRequest.class).get(0).key().get("PK").s());
    assertEquals("SET delta = d", update(db).get(0));
  }
}
