package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code -Asingletable.async}: the async repositories and table classes are generated only when it is
 * true, and any other value than true or false is an error that generates nothing. The other processor
 * tests compile with it on ({@link Compiler}); these compile without it. Compiled on the sample's records
 * (a sharded, counted edge, an edge without an inverted index, a counted node with an item collection).
 */
class AsyncOptionTest {

  private static final String SAMPLE = "social/Follow, Mute, User";
  private static final List<String> SYNC_FILES = List.of(
      "dev.singletable.samples.social.FollowCondition",
      "dev.singletable.samples.social.FollowKeys", "dev.singletable.samples.social.FollowMapper",
      "dev.singletable.samples.social.FollowRepository", "dev.singletable.samples.social.MuteCondition",
      "dev.singletable.samples.social.MuteKeys", "dev.singletable.samples.social.MuteMapper",
      "dev.singletable.samples.social.MuteRepository", "dev.singletable.samples.social.MuteUpdate",
      "dev.singletable.samples.social.SocialTable", "dev.singletable.samples.social.SocialTableProvider",
      "dev.singletable.samples.social.UserCollectionPage",
      "dev.singletable.samples.social.UserCondition", "dev.singletable.samples.social.UserKeys", "dev.singletable.samples.social.UserMapper",
      "dev.singletable.samples.social.UserRepository", "dev.singletable.samples.social.UserUpdate");
  private static final List<String> ASYNC_FILES = List.of(
      "dev.singletable.samples.social.FollowAsyncRepository", "dev.singletable.samples.social.MuteAsyncRepository",
      "dev.singletable.samples.social.SocialAsyncTable", "dev.singletable.samples.social.UserAsyncRepository");

  private final RecordingProcessor processor = new RecordingProcessor();

  private Compilation compile(String... options) {
    return Compiler.compileAsUsers(List.of(processor), List.of(options), sample());
  }

  private static JavaFileObject[] sample() {
    return Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java",
        GoldenFilesTest.SOCIAL_DIR + "User.java");
  }

  @ParameterizedTest(name = "[{0}]")
  @ValueSource(strings = {"-Asingletable.async", "-Asingletable.async=true", "-Asingletable.async=TRUE"})
  void trueAddsTheAsyncFiles(String option) {
    Compilation compilation = compile(option);

    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(sorted(SYNC_FILES, ASYNC_FILES), processor.generated(), SAMPLE);
  }

  @ParameterizedTest(name = "[{0}]")
  @ValueSource(strings = {"", "-Asingletable.async=false", "-Asingletable.async=False"})
  void withoutItOrFalseTheAsyncFilesAreLeftOutAndTheRestCompiles(String option) {
    Compilation compilation = option.isEmpty() ? compile() : compile(option);

    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(SYNC_FILES, processor.generated(), SAMPLE);
    GeneratedApi api = GeneratedApi.of(compilation);
    for (String table : List.of("SocialTable", "SocialTable$BatchWrite")) {
      GeneratedApi.Api type = api.type("dev.singletable.samples.social." + table);
      List<String> members = Stream.of(type.constructors(), type.fields(), type.methods()).flatMap(List::stream)
          .toList();
      assertTrue(members.size() > 3, members::toString);
      assertEquals(List.of(), members.stream().filter(member -> member.contains("Async")).toList(), table);
    }
  }

  /** Not a place in a source: the error has no file, and it is printed once, however many records there are. */
  @Covers(Message.BAD_OPTION)
  @Test
  void anotherValueIsAnErrorAndNothingIsGenerated() {
    Compilation compilation = compile("-Asingletable.async=no");

    assertThat(compilation).failed();
    Expect.count(compilation, Message.BAD_OPTION, 1);
    Diagnostic<? extends JavaFileObject> error = Expect.withId(compilation, Message.BAD_OPTION).get(0);
    assertEquals("[SingletableBadOption] -Asingletable.async must be true or false; it is 'no'. Pass"
        + " -Asingletable.async=true to generate the async repositories and table classes, or leave the"
        + " option out to go without them.", error.getMessage(Locale.ROOT));
    assertNull(error.getSource(), "an option has no source file");
    Expect.nothingGenerated(processor);
  }

  private static List<String> sorted(List<String> one, List<String> other) {
    return Stream.concat(one.stream(), other.stream()).sorted().toList();
  }
}
