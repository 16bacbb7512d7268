package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.Optional;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated sources of the social sample (its {@code UserCollectionPage} included), and of the item
 * collection of the samples' test-only {@code Member} node and the table class that batch-writes it,
 * and of the Online Shop's {@code Shipment} node and its indexes, compared with the files in
 * {@code src/test/resources/golden} ({@link Goldens}). After an intended change to the generators,
 * regenerate them: {@code mvn -pl processor -am test -Dsingletable.updateGoldens=true}, then review the
 * diff. The model files of the same tables are {@link ModelFilesTest}'s.
 */
class GoldenFilesTest {

  static final String SOCIAL_DIR = "main/java/dev/singletable/samples/social/";
  private static final Compilation SOCIAL = Compiler.compile(
      Compiler.samples(SOCIAL_DIR + "Follow.java", SOCIAL_DIR + "Mute.java", SOCIAL_DIR + "User.java"));
  private static final String IT_DIR = "test/java/dev/singletable/it/";
  private static final Compilation MEMBER = Compiler.compile(
      Compiler.samples(IT_DIR + "Member.java", IT_DIR + "Membership.java", IT_DIR + "Badge.java"));
  private static final Compilation SHIPMENT = Compiler.compile(
      Compiler.samples("test/java/dev/singletable/shop/Shipment.java"));

  @ParameterizedTest
  @ValueSource(strings = {"FollowKeys", "FollowMapper", "FollowRepository", "MuteRepository", "SocialTable",
      "FollowAsyncRepository", "SocialAsyncTable", "UserKeys", "UserMapper", "UserRepository",
      "UserAsyncRepository", "UserUpdate", "UserCollectionPage", "UserCondition", "FollowCondition",
      "SocialTableProvider"})
  void generatedSourceMatchesGolden(String simpleName) throws IOException {
    assertMatchesGolden(SOCIAL, "dev.singletable.samples.social.", simpleName);
  }

  @ParameterizedTest
  @ValueSource(strings = {"MemberCollectionPage", "MemberRepository", "MemberAsyncRepository", "MainTable"})
  void generatedMemberSourceMatchesGolden(String simpleName) throws IOException {
    assertMatchesGolden(MEMBER, "dev.singletable.it.", simpleName);
  }

  /** A node with two {@code @Index}es, one of them sparse, among the samples' Online Shop. */
  @ParameterizedTest
  @ValueSource(strings = {"ShipmentKeys", "ShipmentMapper", "ShipmentRepository", "ShipmentAsyncRepository",
      "ShipmentUpdate"})
  void generatedShipmentSourceMatchesGolden(String simpleName) throws IOException {
    assertMatchesGolden(SHIPMENT, "dev.singletable.shop.", simpleName);
  }

  private static void assertMatchesGolden(Compilation compilation, String packagePrefix, String simpleName)
      throws IOException {
    assertThat(compilation).succeededWithoutWarnings();
    Optional<JavaFileObject> generated = compilation.generatedSourceFile(packagePrefix + simpleName);
    assertTrue(generated.isPresent(), simpleName + " was not generated");
    Goldens.assertMatches(generated.get().getCharContent(false).toString(), simpleName + ".java");
  }
}
