package dev.singletable.samples.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.singletable.runtime.InvalidCursorException;
import dev.singletable.runtime.InvalidKeyException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.ListOptions;
import dev.singletable.spring.test.LocalDynamoDbInitializer;
import dev.singletable.spring.test.WithLocalDynamoDb;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.test.context.ActiveProfiles;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Select;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service on a random port, over HTTP, with its table on the local DynamoDB: the profile local
 * (create-if-missing) and the starter's {@link LocalDynamoDbInitializer}. The context is shared by the
 * tests, so each uses its own user ids.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
@ActiveProfiles("local")
@WithLocalDynamoDb
class SocialApplicationTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final DynamoDbClient INSPECTOR = LocalDynamoDbInitializer.server().newClient();

  @Value("${local.server.port}")
  int port;

  @Autowired
  JsonMapper json;

  @Autowired
  SocialTable social;

  @Autowired
  UserRepository users;

  @Autowired
  FollowRepository follows;

  @AfterAll
  static void closeInspector() {
    INSPECTOR.close();
  }

  @Test
  void aUserIsCreatedOnceAndReadWithItsCounts() throws Exception {
    assertThat(send("POST", "/users/ada", "{\"name\":\"Ada Lovelace\"}").statusCode()).isEqualTo(201);
    assertThat(send("POST", "/users/ada", "{\"name\":\"Someone Else\"}").statusCode()).isEqualTo(409);
    assertThat(user("ada")).isEqualTo(new User("ada", "Ada Lovelace", 0, 0));
    assertThat(send("GET", "/users/nobody").statusCode()).isEqualTo(404);
  }

  @Test
  void followIsIdempotentAndUnfollowOfNoFollowIs404() throws Exception {
    create("fay", "gus");
    assertThat(send("PUT", "/users/fay/following/gus").statusCode()).isEqualTo(201);
    assertThat(send("PUT", "/users/fay/following/gus").statusCode()).isEqualTo(200);
    assertThat(user("fay").following()).isEqualTo(1);
    assertThat(user("gus").followers()).isEqualTo(1);

    assertThat(send("DELETE", "/users/fay/following/gus").statusCode()).isEqualTo(204);
    assertThat(send("DELETE", "/users/fay/following/gus").statusCode()).isEqualTo(404);
    assertThat(send("DELETE", "/users/gus/following/fay").statusCode()).isEqualTo(404);
    assertThat(user("fay")).isEqualTo(new User("fay", "fay", 0, 0));
    assertThat(user("gus")).isEqualTo(new User("gus", "gus", 0, 0));
  }

  @Test
  void followersArePagedWithCursorsEachOnce() throws Exception {
    List<String> fans = List.of("fan1", "fan2", "fan3", "fan4", "fan5");
    create("idol");
    for (String fan : fans) {
      create(fan);
      assertThat(send("PUT", "/users/" + fan + "/following/idol").statusCode()).isEqualTo(201);
    }

    UserPage first = page("/users/idol/followers?pageSize=2");
    UserPage second = page("/users/idol/followers?pageSize=2&cursor=" + first.nextCursor());
    UserPage third = page("/users/idol/followers?pageSize=2&cursor=" + second.nextCursor());
    assertThat(first.items()).containsExactly("fan1", "fan2");
    assertThat(second.items()).containsExactly("fan3", "fan4");
    assertThat(third.items()).containsExactly("fan5");
    assertThat(first.nextCursor()).isNotNull();
    assertThat(second.nextCursor()).isNotNull().isNotEqualTo(first.nextCursor());
    assertThat(third.nextCursor()).isNull();
    assertThat(user("idol").followers()).isEqualTo(5);
  }

  @Test
  void followingIsPagedWithCursorsEachOnce() throws Exception {
    create("hub", "spoke1", "spoke2", "spoke3");
    for (String spoke : List.of("spoke3", "spoke1", "spoke2")) {
      send("PUT", "/users/hub/following/" + spoke);
    }

    List<String> seen = new ArrayList<>();
    UserPage page = page("/users/hub/following?pageSize=2");
    seen.addAll(page.items());
    assertThat(page.nextCursor()).isNotNull();
    page = page("/users/hub/following?pageSize=2&cursor=" + page.nextCursor());
    seen.addAll(page.items());
    assertThat(page.nextCursor()).isNull();
    assertThat(seen).containsExactly("spoke1", "spoke2", "spoke3");
    assertThat(user("hub").following()).isEqualTo(3);
  }

  @Test
  void aFollowOfAMissingUserIs404AndChangesNothing() throws Exception {
    create("ivy");
    long items = itemCount();
    HttpResponse<String> response = send("PUT", "/users/ivy/following/ghost");
    assertThat(response.statusCode()).isEqualTo(404);
    assertThat(response.body()).contains("ghost");
    assertThat(user("ivy").following()).isZero();
    assertThat(itemCount()).isEqualTo(items);
  }

  @Test
  void aRefusedIdIs400WithTheLibrarysMessageAndWritesNothing() throws Exception {
    create("jo");
    String oversize = "x".repeat(2100);
    String message = catchThrowableOfType(InvalidKeyException.class,
        () -> users.create(new User(oversize, oversize, 0, 0))).getMessage();
    String asTarget = catchThrowableOfType(InvalidKeyException.class,
        () -> follows.create(new Follow("jo", oversize, Instant.EPOCH))).getMessage();
    long items = itemCount();

    HttpResponse<String> create = send("POST", "/users/" + oversize);
    HttpResponse<String> follow = send("PUT", "/users/jo/following/" + oversize);

    assertThat(create.statusCode()).isEqualTo(400);
    assertThat(create.body()).isEqualTo(message).contains("2048");
    assertThat(follow.statusCode()).isEqualTo(400);
    assertThat(follow.body()).isEqualTo(asTarget);
    assertThat(itemCount()).isEqualTo(items);
    assertThat(user("jo").following()).isZero();
  }

  @Test
  void aBadCursorOrPageSizeIs400WithTheLibrarysMessage() throws Exception {
    create("kim");
    String cursor = catchThrowableOfType(InvalidCursorException.class,
        () -> follows.followers("kim").page(ListOptions.defaults().after("not-a-cursor"))).getMessage();
    String pageSize = catchThrowableOfType(InvalidRequestException.class,
        () -> ListOptions.defaults().pageSize(0)).getMessage();

    HttpResponse<String> badCursor = send("GET", "/users/kim/followers?cursor=not-a-cursor");
    HttpResponse<String> badPageSize = send("GET", "/users/kim/following?pageSize=0");

    assertThat(badCursor.statusCode()).isEqualTo(400);
    assertThat(badCursor.body()).isEqualTo(cursor);
    assertThat(badPageSize.statusCode()).isEqualTo(400);
    assertThat(badPageSize.body()).isEqualTo(pageSize);
  }

  private void create(String... ids) throws IOException, InterruptedException {
    for (String id : ids) {
      assertThat(send("POST", "/users/" + id).statusCode()).isEqualTo(201);
    }
  }

  private User user(String id) throws IOException, InterruptedException {
    HttpResponse<String> response = send("GET", "/users/" + id);
    assertThat(response.statusCode()).isEqualTo(200);
    return json.readValue(response.body(), User.class);
  }

  private UserPage page(String path) throws IOException, InterruptedException {
    HttpResponse<String> response = send("GET", path);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    return json.readValue(response.body(), UserPage.class);
  }

  private HttpResponse<String> send(String method, String path) throws IOException, InterruptedException {
    return send(method, path, null);
  }

  private HttpResponse<String> send(String method, String path, String body)
      throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    if (body == null) {
      request.method(method, BodyPublishers.noBody());
    } else {
      request.method(method, BodyPublishers.ofString(body)).header("Content-Type", "application/json");
    }
    return HTTP.send(request.build(), BodyHandlers.ofString());
  }

  /** Every item of the table, as the server holds it (a Scan of this test's own client). */
  private long itemCount() {
    return INSPECTOR.scan(scan -> scan.tableName(social.tableName()).select(Select.COUNT).consistentRead(true))
        .count();
  }
}
