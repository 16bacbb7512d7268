package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.model.Names;
import java.io.IOException;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The names a chosen listing name must not take ({@link Names#REPOSITORY_METHODS}) are exactly the
 * methods the generators give every repository, sync and async: a generator that adds a method
 * without listing it here would let a listing name clash with it.
 */
class RepositoryMethodNamesTest {
  private static final Pattern PUBLIC_METHOD = Pattern.compile("(?m)^  public (?!final class)[^=(]*?\\b(\\w+)\\(");
  private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString", "getClass",
      "notify", "notifyAll", "wait", "clone", "finalize");

  @Test
  void everyNonListingRepositoryMethodIsReserved() throws IOException {
    Compilation social = Compiler.compile(Compiler.samples(
        GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java"));
    assertThat(social).succeeded();
    Set<String> reserved = new TreeSet<>(Names.REPOSITORY_METHODS);
    reserved.removeAll(OBJECT_METHODS);
    for (String repository : new String[] {"FollowRepository", "FollowAsyncRepository", "MuteRepository"}) {
      JavaFileObject file = social.generatedSourceFile("dev.singletable.samples.social." + repository).orElseThrow();
      Set<String> methods = new TreeSet<>();
      Matcher matcher = PUBLIC_METHOD.matcher(file.getCharContent(false));
      while (matcher.find()) {
        methods.add(matcher.group(1));
      }
      methods.remove(repository);
      methods.removeIf(name -> name.equals("following") || name.equals("followers")
          || name.startsWith("stream") || name.startsWith("mutesOf"));
      assertEquals(reserved, methods, repository);
    }
  }
}
